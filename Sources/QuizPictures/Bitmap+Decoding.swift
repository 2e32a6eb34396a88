import CStbImage
import Foundation

extension Bitmap {
    /// Decodes a PNG, JPEG, GIF (its first frame) or BMP file with stb_image.
    ///
    /// The size is checked from the header before any pixel is decoded, so a picture over the limits costs nothing.
    public static func decode(_ data: Data) throws(PictureError) -> Bitmap {
        guard data.count <= PictureLimits.maximumBytes else { throw .tooLarge(bytes: data.count) }
        guard !data.isEmpty, data.count <= Int(Int32.max) else { throw .notAPicture }
        let outcome: Result<Bitmap, PictureError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: stbi_uc.self).baseAddress!
            let length = Int32(raw.count)
            var width: Int32 = 0
            var height: Int32 = 0
            var channels: Int32 = 0
            guard stbi_info_from_memory(bytes, length, &width, &height, &channels) == 1 else {
                return .failure(.notAPicture)
            }
            guard Int(width) * Int(height) <= PictureLimits.maximumMegapixels * 1_000_000 else {
                return .failure(.tooManyPixels(width: Int(width), height: Int(height)))
            }
            guard let decoded = stbi_load_from_memory(bytes, length, &width, &height, &channels, 4) else {
                return .failure(.damaged(reason: stbi_failure_reason().map { String(cString: $0) } ?? "unknown"))
            }
            defer { stbi_image_free(decoded) }
            let count = Int(width) * Int(height) * 4
            let pixels = [UInt8](UnsafeBufferPointer(start: decoded, count: count))
            return .success(Bitmap(width: Int(width), height: Int(height), pixels: pixels))
        }
        return try outcome.get()
    }
}
