import CStbImage
import Foundation

extension Bitmap {
    /// Decodes a PNG, JPEG, GIF (its first frame) or BMP file with stb_image, on the calling thread.
    ///
    /// What decoding may cost is bounded before and while it runs: the file's size and the pixels its header states
    /// are checked before any pixel is decoded, and so are a JPEG's scans; stb_image may hold no more memory than a
    /// picture of the header's size needs (`PictureLimits.memoryPerPixel`), and take no more than `processorTime`.
    public static func decode(
        _ data: Data, processorTime: Duration = PictureLimits.processorTime
    ) throws(PictureError) -> Bitmap {
        try decode(data, job: DecodingJob(processorTime: processorTime))
    }

    /// What keeps `data` from showing as a picture, as play words it; nil for a picture that decodes.
    public static func fault(of data: Data) -> String? {
        do throws(PictureError) {
            _ = try decode(data)
            return nil
        } catch {
            return error.description
        }
    }

    /// Decodes as `decode(_:processorTime:)` does with the default time, on a thread of its own, so that the caller's
    /// (the line editor's) stays free; cancelling the task stops it at its next read or allocation, throwing
    /// `PictureError.cancelled`.
    public static func decodeInBackground(_ data: Data) async throws(PictureError) -> Bitmap {
        let job = DecodingJob(processorTime: PictureLimits.processorTime)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Bitmap, PictureError>, Never>) in
                Thread.detachNewThread {
                    continuation.resume(returning: Result { () throws(PictureError) in try decode(data, job: job) })
                }
            }
        } onCancel: {
            job.cancel()
        }
        return try result.get()
    }

    private static func decode(_ data: Data, job: DecodingJob) throws(PictureError) -> Bitmap {
        guard data.count <= PictureLimits.maximumBytes else { throw .tooLarge }
        guard !data.isEmpty, data.count <= Int(Int32.max) else { throw .notAPicture }
        let outcome: Result<Bitmap, PictureError> = data.withUnsafeBytes { bytes in
            Result { () throws(PictureError) in
                var width: Int32 = 0
                var height: Int32 = 0
                var channels: Int32 = 0
                let read =
                    stbi_info_from_memory(
                        bytes.bindMemory(to: stbi_uc.self).baseAddress, Int32(bytes.count), &width, &height, &channels)
                    == 1
                // stb_image reads no PNG header that states over about a gigapixel: its size is still the reason.
                let (shownWidth, shownHeight) = read ? (Int(width), Int(height)) : PNGChunks.statedSize(bytes)
                guard shownWidth * shownHeight <= PictureLimits.maximumMegapixels * 1_000_000 else {
                    throw .tooManyPixels(width: shownWidth, height: shownHeight)
                }
                guard read else { throw .notAPicture }
                let budget = try memoryBudget(bytes, width: Int(width), height: Int(height))
                return try job.run(bytes, width: Int(width), height: Int(height), budget: budget)
            }
        }
        return try outcome.get()
    }

    /// The most bytes stb_image may hold at once to decode the picture in `bytes`, whose header states `width` ×
    /// `height` pixels; throws when it is a JPEG with more scans, or scans that go over its pixels more often, than
    /// the limits allow, so that it is refused before it is decoded.
    private static func memoryBudget(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int) throws(PictureError)
        -> Int
    {
        var pixels = width * height
        var compressed = 0
        if bytes.starts(with: [0xFF, 0xD8]) {
            let scans = JPEGScans(bytes)
            guard scans.count <= PictureLimits.maximumScans else { throw .tooManyScans(count: scans.count) }
            let passes = scans.progressive ? PictureLimits.maximumScanPasses : 1
            guard scans.passes <= passes else { throw .scansTooCostly(passes: scans.passes, limit: passes) }
            pixels = max(pixels, scans.paddedWidth * scans.paddedHeight)
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            compressed = PNGChunks(bytes).compressedCapacity
        }
        return compressed + PictureLimits.memoryPerPixel * pixels + PictureLimits.memoryAllowance
    }
}
