# ext3-48bit: a patch series against Debian's Linux 6.1 with KUnit suites.
# Every target installs what it needs first (tools/deps, as root).
#
#   make run          apply series/ and run all suites on x86_64 in QEMU
#   make run-all      the same on x86_64, i386 and s390 (big-endian)
#   make fuzz         hostile 48-bit images mounted under KASAN and UBSAN
#   make test         what CI runs: gate, run-all, sanitizers, fuzz,
#                     modules, end to end, and the tools' own tests
#
# Variables: ARCH=x86_64|i386|s390, KSRC=<tree> (default build/linux-6.1),
# SANITIZE=1 (make run with KASAN and UBSAN, x86_64), FUZZ_SEED,
# FUZZ_IMAGES, FUZZ_ONLY=N[,N...] (make fuzz: replay those images), KEEP=1.

ARCH ?= x86_64
export KSRC SANITIZE FUZZ_SEED FUZZ_IMAGES FUZZ_ONLY KEEP

.PHONY: all deps tree run run-all gate series modules mutate e2e bench fuzz test selftest clean help
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

mutate: deps
	@tools/mutate ARCH=$(ARCH) kunit/mutants/*.txt

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

clean:
	rm -rf build/kunit build/gate build/results build/e2e build/fuzz

help:
	@sed -n 's/^#   //p' Makefile
