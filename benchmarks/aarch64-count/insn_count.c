/*
 * A qemu TCG plugin that counts the guest instructions a process executes, all its threads
 * together, and writes the counts to the file named by its "out" argument (or to stderr):
 *
 *   qemu-aarch64 -plugin ./insn_count.so,out=count.txt -L <root> <program> ...
 *
 * Each translated block adds its length to the counter of the vCPU (guest thread) that runs it,
 * one counter per cache line, so threads do not contend and no count is lost. At exit it writes
 * the total and each vCPU's count ("vcpu <index> <count>"): in a JVM, the thread that runs main
 * is apart from the JIT compiler and GC threads. The declarations below are the few of qemu's plugin API
 * (version 1, qemu 7.2) that it uses.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
typedef struct {
    const char *target_name;
    struct {
        int min;
        int cur;
    } version;
    _Bool system_emulation;
} qemu_info_t;
enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS };
typedef void (*qemu_plugin_simple_cb_t)(qemu_plugin_id_t id, void *userdata);
typedef void (*qemu_plugin_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index, void *userdata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_tb_trans_cb_t cb);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb, qemu_plugin_vcpu_udata_cb_t cb,
                                          enum qemu_plugin_cb_flags flags, void *userdata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_simple_cb_t cb, void *userdata);

__attribute__((visibility("default"))) int qemu_plugin_version = 1;

/* Guest threads get vCPU indexes in the order they start; more than this share counters. */
#define COUNTERS 4096

static struct {
    uint64_t instructions;
    char padding[56];
} counters[COUNTERS];

static const char *out_path;

static void on_block(unsigned int vcpu_index, void *length) {
    __atomic_fetch_add(&counters[vcpu_index % COUNTERS].instructions, (uint64_t)(uintptr_t)length,
                       __ATOMIC_RELAXED);
}

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
    (void)id;
    qemu_plugin_register_vcpu_tb_exec_cb(tb, on_block, QEMU_PLUGIN_CB_NO_REGS,
                                         (void *)(uintptr_t)qemu_plugin_tb_n_insns(tb));
}

static void on_process_exit(qemu_plugin_id_t id, void *userdata) {
    (void)id;
    (void)userdata;
    uint64_t total = 0;
    for (int i = 0; i < COUNTERS; i++) {
        total += __atomic_load_n(&counters[i].instructions, __ATOMIC_RELAXED);
    }
    FILE *out = out_path ? fopen(out_path, "w") : stderr;
    if (out == NULL) {
        fprintf(stderr, "insn_count: cannot write %s\n", out_path);
        return;
    }
    fprintf(out, "total %llu\n", (unsigned long long)total);
    for (int i = 0; i < COUNTERS; i++) {
        uint64_t n = __atomic_load_n(&counters[i].instructions, __ATOMIC_RELAXED);
        if (n != 0) {
            fprintf(out, "vcpu %d %llu\n", i, (unsigned long long)n);
        }
    }
    if (out != stderr) {
        fclose(out);
    }
}

__attribute__((visibility("default"))) int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
                                                               int argc, char **argv) {
    (void)info;
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "out=", 4) == 0) {
            out_path = argv[i] + 4;
        } else {
            fprintf(stderr, "insn_count: unknown argument %s (only out=FILE)\n", argv[i]);
            return 1;
        }
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_process_exit, NULL);
    return 0;
}
