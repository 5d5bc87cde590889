# ext3-48bit: a patch series against Debian's Linux 6.1 and 6.12 with KUnit
# suites.
# Every target installs what it needs first (tools/deps, as root).
#
#   make run          apply series/ and run all suites on x86_64 in QEMU
#   make run-all      the same on x86_64, i386 and s390 (big-endian)
#   make fuzz         hostile 48-bit images mounted under KASAN and UBSAN
#   make test         what CI runs: on 6.1 gate, run-all, sanitizers,
#                     fuzz, modules, end to end and the tools' own tests;
#                     on 6.12 gate and x86_64
#   make test-6.12    the rest on 6.12: i386, s390, sanitizers, modules
#                     (plain and under the sanitizers), fuzz, end to end, the
#                     selftest's gate and modules checks
#
# Variables: KVER=6.1|6.12 (the kernel: tree build/linux-KVER, series/ for
# 6.1 and series/6.12/ for 6.12, outputs in build/ and build/6.12/),
# ARCH=x86_64|i386|s390, KSRC=<tree> (default build/linux-KVER),
# SANITIZE=1 (make run with KASAN and UBSAN, x86_64), FUZZ_SEED,
# FUZZ_IMAGES, FUZZ_ONLY=N[,N...] (make fuzz: replay those images), KEEP=1.

ARCH ?= x86_64
KVER ?= 6.1
ifeq ($(filter $(KVER),6.1 6.12),)
$(error KVER=$(KVER): use KVER=6.1 (the default) or KVER=6.12)
endif
export KVER KSRC SANITIZE FUZZ_SEED FUZZ_IMAGES FUZZ_ONLY KEEP

.PHONY: all deps tree run run-all gate series modules mutate e2e bench fuzz test test-6.12 selftest clean help
all: run

deps:
	@tools/deps

tree: deps
	@tools/tree

run: deps
	@tools/run $(ARCH)

run-all: deps
	@tools/run x86_64 i386 s390

gate: deps
	@tools/gate $(ARCH)

series:
	@tools/series

modules: deps
	@tools/modules

# Linux 6.12's percpu_counter differs from 6.1's: its lines are its own
# (kunit/mutants/6.12/); the other files hold on both kernels
MUTANTS = $(if $(filter 6.12,$(KVER)),kunit/mutants/6.12/*.txt \
	$(filter-out %/percpu_counter.txt,$(wildcard kunit/mutants/*.txt)),kunit/mutants/*.txt)

mutate: deps
	@tools/mutate ARCH=$(ARCH) $(MUTANTS)

e2e: deps
	@tools/e2e

bench: deps
	@tools/e2e bench

fuzz: deps
	@tools/fuzz

selftest: deps
	@tools/selftest

test: deps
	@tools/test

test-6.12: deps
	@tools/test 6.12

clean:
	rm -rf build/kunit build/gate build/results build/e2e build/fuzz build/6.12

help:
	@sed -n 's/^#   //p' Makefile
