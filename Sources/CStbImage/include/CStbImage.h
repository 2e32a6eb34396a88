#ifndef QUIZ_CSTBIMAGE_H
#define QUIZ_CSTBIMAGE_H

#include <stddef.h>
#include <stdint.h>
#include <stb/stb_image.h>

/// How a decoding ended.
typedef enum {
    QUIZ_DECODED = 0,
    /// stb_image refused the bytes; stbi_failure_reason() says why.
    QUIZ_DECODE_FAILED,
    /// stb_image asked for more memory than the job's budget.
    QUIZ_DECODE_OVER_BUDGET,
    /// The job's processor time ran out.
    QUIZ_DECODE_OUT_OF_TIME,
    /// quiz_decoding_job_cancel was called.
    QUIZ_DECODE_CANCELLED,
    /// The pixels decoded have another size than the one asked for.
    QUIZ_DECODE_OTHER_SIZE,
} quiz_decode_outcome;

/// One decoding and its limits: the most processor time of the thread that decodes, and the most bytes stb_image
/// may hold at once. Everything stb_image allocates for it is freed when it ends, however it ends.
typedef struct quiz_decoding_job quiz_decoding_job;

/// A job that may take `time_limit_nanoseconds` of the processor time of the thread that runs it (0: no limit).
quiz_decoding_job *quiz_decoding_job_new(uint64_t time_limit_nanoseconds);
void quiz_decoding_job_free(quiz_decoding_job *job);

/// Stops the job at its next read or allocation; safe from any thread.
void quiz_decoding_job_cancel(quiz_decoding_job *job);

/// Decodes `length` bytes into `rgba`, `width` × `height` × 4 bytes, on the calling thread, holding at most
/// `memory_budget` bytes at once; a job runs once.
quiz_decode_outcome quiz_decoding_job_run(
    quiz_decoding_job *job, size_t memory_budget, const unsigned char *bytes, int length, int width, int height,
    unsigned char *rgba);

#endif
