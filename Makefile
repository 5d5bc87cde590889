# ext3-48bit: a patch series against Debian's Linux 7.3, with backports to
# 6.12 and 6.1, and KUnit suites run in QEMU. make help prints what
# follows.
#
#   make deps        install the Debian packages (as root: the only
#                    step that needs root; every other target runs it
#                    first, and as an ordinary user it only checks)
#   make tree        unpack the kernel into build/linux-KVER and make
#                    branch ext3-48bit from the series, if missing
#   make run         every suite on ARCH in QEMU (the branch's HEAD)
#   make run-all     make run on x86_64, i386 and s390
#   make gate        each patch of the branch: checkpatch, sparse, suites
#   make series      export the branch to series/ (git format-patch)
#   make modules     the suites as modules, loaded and unloaded in QEMU
#   make mutate      break the kernel one line at a time: each case fails
#   make e2e         filesystems above 2^32 blocks booted in QEMU
#   make bench       extents against block maps, in QEMU
#   make fuzz        hostile 48-bit images mounted under KASAN and UBSAN
#   make fstests-deps  make deps and what make fstests needs (as root)
#   make fstests     fstests on the series' kernel and on the kernel
#                    without it, in QEMU: the regressions
#   make test        what CI runs (.ci/run): 7.3's gate and make run,
#                    the backports' x86_64 suites, the tools' own tests;
#                    with KVER=7.3, 6.12 or 6.1 given, the rest of the
#                    checks on that kernel
#   make selftest    the tools' own tests
#   make clean       remove build/ (a tree holding work is kept)
#   make clean-ccache  remove the compiler cache (and, as root, make
#                    deps KVER=7.3's download)
#
# Variables:
#   KVER=7.3|6.12|6.1  the kernel (default 7.3, which make deps
#                    fetches on Debian 12); builds go to build/KVER/
#                    (6.1: build/)
#   ARCH=x86_64|i386|s390   make run, gate, modules, mutate (default x86_64)
#   SANITIZE=1       make run and make modules with KASAN and UBSAN
#   RESET=1          make tree: make the branch again from series/ (your
#                    commits are kept on another branch)
#   KSRC=DIR         another tree made by make tree
#   MUTANTS=FILE...  make mutate: the mutants files (default: all)
#   FUZZ_SEED=N FUZZ_IMAGES=N FUZZ_ONLY=N[,N...] FUZZ_FIELD=F   make fuzz
#   E2E="scale crash blockfile fsmap hotplug bench": make e2e's scenarios
#                    (all but bench); boundary, lastgroup and grown,
#                    parts of blockfile, also run alone
#   CRASH_ROUNDS=N CRASH_SEED=N   make e2e's crash scenario
#   BF_SIZE=SIZE BF_LIMIT=S   make e2e's blockfile scenario
#   FSMAP_LIMIT=S    make e2e: seconds a whole-filesystem GETFSMAP may take
#   HOTPLUG_ROUNDS=N HOTPLUG_READS=N   make e2e's hotplug scenario
#   VANILLA=1        make e2e: boot the kernel without the series
#   KEEP=1           keep e2e, fuzz and fstests images
#   FSTESTS=TESTS FSTESTS_CONFIG=4k|large FSTESTS_SRC=URL|DIR|TARBALL
#   FSTESTS_KERNELS=series|vanilla FSTESTS_LIMIT=S FSTESTS_SOAK=S
#                    FSTESTS_MEM=MiB
#                    make fstests (tools/fstests --help)
#   MODULE_TIMEOUT=S make modules: seconds a module may take to load
#   Also read from the environment: BUILD=DIR (outputs, default build/),
#   CCACHE_DIR, KUNIT_TIMEOUT, BOOT_TIMEOUT, FUZZ_STALL, TREE_AS_IS=1
#   (test the tree with its uncommitted changes; make mutate uses it)

ARCH ?= x86_64
KVER ?= 7.3
ifeq ($(filter $(KVER),7.3 6.12 6.1),)
$(error KVER=$(KVER): use KVER=7.3 (the default), KVER=6.12 or KVER=6.1)
endif
ifeq ($(filter $(ARCH),x86_64 i386 s390),)
$(error ARCH=$(ARCH): use ARCH=x86_64 (the default), i386 or s390)
endif
ifneq ($(filter run-all,$(MAKECMDGOALS)),)
ifeq ($(origin ARCH),command line)
$(error make run-all runs x86_64, i386 and s390: ARCH=$(ARCH) does not apply)
endif
endif
export KVER KSRC SANITIZE FUZZ_SEED FUZZ_IMAGES FUZZ_ONLY FUZZ_FIELD KEEP \
	CRASH_ROUNDS CRASH_SEED MODULE_TIMEOUT VANILLA BF_SIZE BF_LIMIT FSMAP_LIMIT \
	HOTPLUG_ROUNDS HOTPLUG_READS \
	FSTESTS FSTESTS_CONFIG FSTESTS_SRC FSTESTS_LIMIT FSTESTS_SOAK FSTESTS_MEM \
	FSTESTS_KERNELS

.PHONY: all deps tree run run-all gate series modules mutate e2e bench fuzz \
	fstests fstests-deps test selftest clean clean-ccache help
all: run

# --guests: what make modules' guests on i386 and s390 need (make modules
# ARCH=i386 or s390, make test KVER=...)
deps:
	@tools/deps $(if $(filter 7.3,$(KVER)),--linux 7.3) \
		$(if $(filter fstests fstests-deps,$(MAKECMDGOALS)),--fstests) \
		$(if $(or $(and $(filter modules,$(MAKECMDGOALS)),$(filter-out x86_64,$(ARCH))),$\
			$(and $(filter test,$(MAKECMDGOALS)),$(filter-out file,$(origin KVER)))),--guests)

# make deps and what make fstests needs: fstests' build dependencies
# and the guest's root (as root; debootstrap)
fstests-deps: deps

tree: deps
	@tools/tree $(if $(RESET),--reset)

run: deps
	@tools/run $(ARCH)

run-all: deps
	@tools/run x86_64 i386 s390

gate: deps
	@tools/gate $(ARCH)

series:
	@tools/series

modules: deps
	@tools/modules $(ARCH)

# A kernel's own lines are in kunit/mutants/KVER/ (6.12 and 7.3 share
# percpu_counter.c; 7.3's jbd2, _hi word and mballoc lines are its own;
# 6.1's e2e list adds its own allocator fix);
# the files in kunit/mutants/ hold on every kernel that lacks its own
MUTANTS ?= $(wildcard kunit/mutants/$(KVER)/*.txt) \
	$(filter-out $(patsubst kunit/mutants/$(KVER)/%,kunit/mutants/%,$(wildcard kunit/mutants/$(KVER)/*.txt)),\
	$(wildcard kunit/mutants/*.txt))

mutate: deps
	@tools/mutate ARCH=$(ARCH) $(MUTANTS)

e2e: deps
	@tools/e2e $(E2E)

bench: deps
	@tools/e2e bench

fuzz: deps
	@tools/fuzz

fstests: deps
	@tools/fstests

selftest: deps
	@tools/selftest

# KVER given (command line or environment): the rest on that kernel
test: deps
	@tools/test $(if $(filter file,$(origin KVER)),,$(KVER))

clean:
	@tools/clean

clean-ccache:
	@tools/clean --ccache

help:
	@sed -n '5,/^$$/s/^# \{0,1\}//p' Makefile
