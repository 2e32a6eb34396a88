// The one translation unit that compiles Debian's stb_image (libstb-dev ships it as a header only), with every
// allocation it makes counted against the budget of the decoding under way, so that a picture whose data would
// need more than its header's size justifies stops cleanly instead of taking the machine's memory.
#include <setjmp.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "CStbImage.h"

static void *quiz_allocate(size_t size);
static void *quiz_reallocate(void *pointer, size_t size);
static void quiz_release(void *pointer);

#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_ONLY_JPEG
#define STBI_ONLY_PNG
#define STBI_ONLY_GIF
#define STBI_ONLY_BMP
#define STBI_MALLOC(size) quiz_allocate(size)
#define STBI_REALLOC_SIZED(pointer, old_size, new_size) quiz_reallocate(pointer, new_size)
#define STBI_FREE(pointer) quiz_release(pointer)
#include <stb/stb_image.h>

/// Each allocation begins with this header, which links it into its job's list so that a job stopped halfway frees
/// all it had; 32 bytes keep the memory after it aligned as malloc's is.
typedef struct quiz_block {
    struct quiz_block *previous;
    struct quiz_block *next;
    size_t size;
    size_t unused;
} quiz_block;

struct quiz_decoding_job {
    size_t budget;
    size_t live;
    uint64_t time_limit;
    uint64_t started;
    unsigned reads;
    atomic_int cancelled;
    quiz_decode_outcome stop;
    jmp_buf escape;
    quiz_block blocks;
    const unsigned char *bytes;
    int length;
    int offset;
};

/// The job whose decoding runs on this thread; allocations outside one (stbi_info) are neither counted nor limited.
static _Thread_local quiz_decoding_job *quiz_current_job;

static uint64_t quiz_processor_time(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

static _Noreturn void quiz_stop(quiz_decoding_job *job, quiz_decode_outcome outcome) {
    job->stop = outcome;
    longjmp(job->escape, 1);
}

/// Stops the job when it is cancelled or out of time. Reads come every 128 bytes, so the clock is read at every
/// eighth of them, and at every allocation.
static void quiz_check(quiz_decoding_job *job, int reading) {
    if (atomic_load_explicit(&job->cancelled, memory_order_relaxed)) quiz_stop(job, QUIZ_DECODE_CANCELLED);
    if (reading && (job->reads++ & 7) != 0) return;
    if (job->time_limit && quiz_processor_time() - job->started > job->time_limit) {
        quiz_stop(job, QUIZ_DECODE_OUT_OF_TIME);
    }
}

static void quiz_count(quiz_decoding_job *job, size_t old_size, size_t new_size) {
    if (new_size > old_size && new_size - old_size > job->budget - job->live) quiz_stop(job, QUIZ_DECODE_OVER_BUDGET);
    job->live = job->live - old_size + new_size;
}

static void quiz_link(quiz_decoding_job *job, quiz_block *block) {
    if (!job) {
        block->previous = block->next = NULL;
        return;
    }
    block->previous = &job->blocks;
    block->next = job->blocks.next;
    job->blocks.next->previous = block;
    job->blocks.next = block;
}

static void quiz_unlink(quiz_block *block) {
    if (!block->next) return;
    block->previous->next = block->next;
    block->next->previous = block->previous;
}

static void *quiz_allocate(size_t size) {
    quiz_decoding_job *job = quiz_current_job;
    if (size > SIZE_MAX - sizeof(quiz_block)) return NULL;
    if (job) {
        quiz_check(job, 0);
        quiz_count(job, 0, size);
    }
    quiz_block *block = malloc(sizeof(quiz_block) + size);
    if (!block) {
        if (job) job->live -= size;
        return NULL;
    }
    block->size = size;
    quiz_link(job, block);
    return block + 1;
}

static void *quiz_reallocate(void *pointer, size_t size) {
    if (!pointer) return quiz_allocate(size);
    quiz_decoding_job *job = quiz_current_job;
    if (size > SIZE_MAX - sizeof(quiz_block)) return NULL;
    quiz_block *old = (quiz_block *)pointer - 1;
    size_t old_size = old->size;
    if (job) {
        quiz_check(job, 0);
        quiz_count(job, old_size, size);
    }
    quiz_unlink(old);
    quiz_block *block = realloc(old, sizeof(quiz_block) + size);
    if (!block) {
        quiz_link(job, old);
        if (job) job->live = job->live - size + old_size;
        return NULL;
    }
    block->size = size;
    quiz_link(job, block);
    return block + 1;
}

static void quiz_release(void *pointer) {
    if (!pointer) return;
    quiz_block *block = (quiz_block *)pointer - 1;
    quiz_decoding_job *job = quiz_current_job;
    if (job && block->next) job->live -= block->size;
    quiz_unlink(block);
    free(block);
}

static int quiz_read(void *user, char *data, int size) {
    quiz_decoding_job *job = user;
    quiz_check(job, 1);
    int count = job->length - job->offset < size ? job->length - job->offset : size;
    if (count <= 0) return 0;
    memcpy(data, job->bytes + job->offset, (size_t)count);
    job->offset += count;
    return count;
}

static void quiz_skip(void *user, int count) {
    quiz_decoding_job *job = user;
    long offset = (long)job->offset + count;
    job->offset = offset < 0 ? 0 : offset > job->length ? job->length : (int)offset;
}

static int quiz_at_end(void *user) {
    quiz_decoding_job *job = user;
    return job->offset >= job->length;
}

quiz_decoding_job *quiz_decoding_job_new(uint64_t time_limit_nanoseconds) {
    quiz_decoding_job *job = calloc(1, sizeof(quiz_decoding_job));
    if (!job) return NULL;
    job->time_limit = time_limit_nanoseconds;
    atomic_init(&job->cancelled, 0);
    job->blocks.previous = job->blocks.next = &job->blocks;
    return job;
}

void quiz_decoding_job_free(quiz_decoding_job *job) { free(job); }

void quiz_decoding_job_cancel(quiz_decoding_job *job) {
    atomic_store_explicit(&job->cancelled, 1, memory_order_relaxed);
}

quiz_decode_outcome quiz_decoding_job_run(
    quiz_decoding_job *job, size_t memory_budget, const unsigned char *bytes, int length, int width, int height,
    unsigned char *rgba) {
    stbi_io_callbacks callbacks = {quiz_read, quiz_skip, quiz_at_end};
    job->budget = memory_budget;
    job->bytes = bytes;
    job->length = length;
    job->offset = 0;
    job->started = quiz_processor_time();
    quiz_current_job = job;
    // A reason left by an earlier call on this thread (stbi_info's tries) is not this decoding's.
    stbi__g_failure_reason = NULL;
    if (setjmp(job->escape) == 0) {
        int decoded_width = 0, decoded_height = 0, channels = 0;
        unsigned char *pixels =
            stbi_load_from_callbacks(&callbacks, job, &decoded_width, &decoded_height, &channels, 4);
        if (!pixels) {
            job->stop = QUIZ_DECODE_FAILED;
        } else if (decoded_width != width || decoded_height != height) {
            job->stop = QUIZ_DECODE_OTHER_SIZE;
        } else {
            memcpy(rgba, pixels, (size_t)width * (size_t)height * 4);
            job->stop = QUIZ_DECODED;
        }
    }
    quiz_current_job = NULL;
    while (job->blocks.next != &job->blocks) {
        quiz_block *block = job->blocks.next;
        quiz_unlink(block);
        free(block);
    }
    job->live = 0;
    return job->stop;
}
