# ext3-48bit: a patch series against Debian's Linux 7.3, with backports to
# 6.12 and 6.1, and KUnit suites run in QEMU. make help prints what
# follows.
#
#   make deps        install the Debian packages (as root, as is make
#                    fstests-deps; every other target checks its
#                    arguments, then installs what it needs as root,
#                    or names it as an ordinary user)
#   make tree        unpack the kernel into build/linux-KVER and make
#                    branch ext3-48bit from the series, if missing
#   make run         every suite on ARCH in QEMU (the branch's HEAD)
#   make run-all     make run on x86_64, i386 and s390
#   make gate        each patch of the branch: checkpatch, sparse, suites
#   make series      export the branch to series/ (git format-patch)
#   make post        the mainline stack as series to send, one a
#                    maintainer's tree, in build/outgoing/ (your git
#                    identity; checkpatch, git send-email --dry-run)
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
# Variables (a switch is 1 or 0; time limits are in seconds):
#   KVER=7.3|6.12|6.1  the kernel (default 7.3, which make deps
#                    fetches on Debian 12); builds go to build/KVER/
#                    (6.1: build/)
#   ARCH=x86_64|i386|s390   make run, gate, modules, mutate (default
#                    x86_64; an ARCH in the environment is ignored)
#   SANITIZE=1       make run and make modules with KASAN and UBSAN
#                    (x86_64 only)
#   RESET=1          make tree: make the branch again from series/ (your
#                    commits are kept on another branch)
#   KSRC=DIR         another tree made by make tree, or a kernel git
#                    checkout of yours, which is only read: the targets
#                    test its HEAD in a clone, build/own/NAME-ID-KVER/
#   BASE=REF         with KSRC=your checkout: where the series starts,
#                    or, if HEAD does not carry it, the commit to apply
#                    series/KVER/ on
#   MUTANTS=FILE...  make mutate: the mutants files (default: all)
#   FUZZ_SEED=N FUZZ_IMAGES=N FUZZ_ONLY=N[,N...] FUZZ_FIELD=F   make fuzz
#   FUZZ_TIMEOUT=S   make fuzz: a boot silent this long is killed (200)
#   E2E="scale crash blockfile fsmap hotplug bench cost": make e2e's
#                    scenarios (all but bench and cost); boundary,
#                    lastgroup and grown, parts of blockfile, also run
#                    alone
#   CRASH_ROUNDS=N CRASH_SEED=N   make e2e's crash scenario
#   BLOCKFILE_SIZE=SIZE BLOCKFILE_TIMEOUT=S   make e2e's blockfile
#                    scenario: image size (4160G), the append's limit (120)
#   FSMAP_TIMEOUT=S  make e2e: a whole-filesystem GETFSMAP's limit (300)
#   COST_SIZES="13 15 17 19 20" COST_LIMIT=S   make e2e E2E=cost: 2^n
#                    groups for each n, each step's limit (300)
#   GUEST_MEM=MiB    make e2e: a guest's memory (2048; cost 4096)
#   HOTPLUG_ROUNDS=N HOTPLUG_READS=N   make e2e's hotplug scenario
#   VANILLA=1        make e2e: boot the kernel without the series
#   KEEP=1           keep e2e, fuzz and fstests images
#   FSTESTS=TESTS FSTESTS_CONFIG=4k|large FSTESTS_SRC=URL|DIR|TARBALL
#   FSTESTS_KERNELS=series|vanilla FSTESTS_TIMEOUT=S FSTESTS_SOAK=S
#                    FSTESTS_MEM=MiB
#                    make fstests (tools/fstests --help)
#   MODULE_TIMEOUT=S make modules: a module's load and run (300)
#   KUNIT_TIMEOUT=S BOOT_TIMEOUT=S   a kunit.py run, a guest's boot
#   BUILD=DIR        outputs (default build/)
#   TREE_AS_IS=1     test the tree with its uncommitted changes (make
#                    mutate uses it)
#   CCACHE_DIR=DIR   the compiler cache
# Renamed, the old names still work with a warning until the next
# release: BF_SIZE, BF_LIMIT (BLOCKFILE_), FSMAP_LIMIT, FSTESTS_LIMIT,
# FUZZ_STALL (_TIMEOUT).

# Plain make prints this help.
.DEFAULT_GOAL := help

# Kernel developers export ARCH for cross builds: only the command
# line's counts here.
ifneq ($(origin ARCH),command line)
ARCH := x86_64
endif
KVER ?= 7.3
ifeq ($(filter $(KVER),7.3 6.12 6.1),)
$(error error: KVER=$(KVER): use KVER=7.3 (the default), KVER=6.12 or KVER=6.1)
endif
ifeq ($(filter $(ARCH),x86_64 i386 s390),)
$(error error: ARCH=$(ARCH): use ARCH=x86_64 (the default), i386 or s390)
endif
ifneq ($(filter run-all,$(MAKECMDGOALS)),)
ifeq ($(origin ARCH),command line)
$(error error: make run-all runs x86_64, i386 and s390: ARCH=$(ARCH) does not apply)
endif
endif
ifeq ($(filter $(RESET),0 1),)
ifneq ($(RESET),)
$(error error: RESET=$(RESET): a switch, use RESET=1 (on) or RESET=0 (off))
endif
endif

# The variables above (the tools check their values), the old names, and
# kbuild's own, which a kernel developer's fingers type: any other
# VAR=value on the command line is named in a warning
VARIABLES := KVER ARCH SANITIZE RESET KSRC BASE MUTANTS FUZZ_SEED FUZZ_IMAGES \
	FUZZ_ONLY FUZZ_FIELD FUZZ_TIMEOUT E2E CRASH_ROUNDS CRASH_SEED \
	BLOCKFILE_SIZE BLOCKFILE_TIMEOUT FSMAP_TIMEOUT HOTPLUG_ROUNDS \
	HOTPLUG_READS COST_SIZES COST_LIMIT GUEST_MEM VANILLA KEEP FSTESTS FSTESTS_CONFIG FSTESTS_SRC \
	FSTESTS_KERNELS FSTESTS_TIMEOUT FSTESTS_SOAK FSTESTS_MEM \
	MODULE_TIMEOUT KUNIT_TIMEOUT BOOT_TIMEOUT BUILD TREE_AS_IS CCACHE_DIR
OLD_VARIABLES := BF_SIZE BF_LIMIT FSMAP_LIMIT FSTESTS_LIMIT FUZZ_STALL
KBUILD_VARIABLES := V O W C M CC LD LLVM CROSS_COMPILE HOSTCC KCFLAGS \
	KBUILD_OUTPUT INSTALL_MOD_PATH
UNKNOWN := $(foreach v,$(filter-out $(VARIABLES) $(OLD_VARIABLES) $(KBUILD_VARIABLES),$\
	$(.VARIABLES)),$(if $(filter command line,$(origin $(v))),$(v)))
$(foreach v,$(UNKNOWN),$(warning $(v)=$($(v)): not a variable of this Makefile, ignored (make help lists them)))
unexport $(UNKNOWN)
export $(filter-out ARCH RESET MUTANTS E2E,$(VARIABLES)) $(OLD_VARIABLES)
unexport ARCH

.PHONY: deps tree run run-all gate series post modules mutate e2e bench fuzz \
	fstests fstests-deps test selftest clean clean-ccache help

# Each tool checks its arguments, then what it needs installed (as make
# deps does), so that a bad value is refused before anything is
# installed or unpacked. make deps installs it all at once: the
# packages, linux-source-7.3 and the i386 and s390 guests' busybox.
deps:
	@tools/deps --guests $(if $(filter 7.3,$(KVER)),--linux 7.3)

# make deps and what make fstests needs: fstests' build dependencies
# and the guest's root (as root; debootstrap)
fstests-deps:
	@tools/deps --guests --fstests $(if $(filter 7.3,$(KVER)),--linux 7.3)

tree:
	@tools/tree $(if $(filter 1,$(RESET)),--reset)

run:
	@tools/run $(ARCH)

run-all:
	@tools/run x86_64 i386 s390

gate:
	@tools/gate $(ARCH)

series:
	@tools/series

post:
	@tools/post

modules:
	@tools/modules $(ARCH)

# A kernel's own lines are in kunit/mutants/KVER/ (6.12 and 7.3 share
# percpu_counter.c; 7.3's jbd2, _hi word and mballoc lines are its own;
# 6.1's e2e list adds its own allocator fix);
# the files in kunit/mutants/ hold on every kernel that lacks its own
MUTANTS ?= $(wildcard kunit/mutants/$(KVER)/*.txt) \
	$(filter-out $(patsubst kunit/mutants/$(KVER)/%,kunit/mutants/%,$(wildcard kunit/mutants/$(KVER)/*.txt)),\
	$(wildcard kunit/mutants/*.txt))

mutate:
	@tools/mutate ARCH=$(ARCH) $(MUTANTS)

e2e:
	@tools/e2e $(E2E)

bench:
	@tools/e2e bench

fuzz:
	@tools/fuzz

fstests:
	@tools/fstests

selftest:
	@tools/selftest

# KVER given (command line or environment): the rest on that kernel
test:
	@tools/test $(if $(filter file,$(origin KVER)),,$(KVER))

clean:
	@tools/clean

clean-ccache:
	@tools/clean --ccache

help:
	@sed -n '5,/^$$/s/^# \{0,1\}//p' Makefile
