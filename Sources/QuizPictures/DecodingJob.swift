import CStbImage

/// One decoding by stb_image under its limits of memory and processor time, which another thread may cancel.
final class DecodingJob: @unchecked Sendable {
    // The C job is only read by the thread that runs it, but for its cancellation flag, which is atomic.
    private let job: OpaquePointer
    let processorTime: Duration

    init(processorTime: Duration) {
        self.processorTime = processorTime
        let (seconds, attoseconds) = processorTime.components
        let nanoseconds = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
        job = quiz_decoding_job_new(max(1, nanoseconds))
    }

    deinit { quiz_decoding_job_free(job) }

    /// Stops the decoding at its next read or allocation, or before it starts.
    func cancel() { quiz_decoding_job_cancel(job) }

    /// Decodes `bytes`, whose header states `width` × `height` pixels, holding at most `budget` bytes at once.
    func run(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int, budget: Int) throws(PictureError) -> Bitmap {
        var outcome = QUIZ_DECODE_FAILED
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            outcome = quiz_decoding_job_run(
                job, budget, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(bytes.count), Int32(width),
                Int32(height), buffer.baseAddress)
            initialized = outcome == QUIZ_DECODED ? buffer.count : 0
        }
        switch outcome {
        case QUIZ_DECODED: return Bitmap(width: width, height: height, pixels: pixels)
        case QUIZ_DECODE_OVER_BUDGET: throw .tooMuchMemory(limit: budget, width: width, height: height)
        case QUIZ_DECODE_OUT_OF_TIME: throw .tooSlow(limit: processorTime)
        case QUIZ_DECODE_CANCELLED: throw .cancelled
        case QUIZ_DECODE_OTHER_SIZE: throw .damaged(.otherSize)
        default: throw .damaged(.init(reason: stbi_failure_reason().map { String(cString: $0) } ?? ""))
        }
    }
}
