# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
# Booting the patched x86_64 kernel in QEMU on a busybox initramfs, for
# tools/e2e and tools/fuzz; sourced after tools/lib.sh. GUEST_DIR is
# where the initramfs and the build log go.

# The kernel: kunit.py's x86_64 build of the tree (incremental) with
# .kunitconfig and the fragments given, in build/kunit/x86_64SUFFIX; the
# x86_64 QEMU config carries the few options a boot needs. Sets BZIMAGE.
#   guest_kernel SUFFIX [FRAGMENT...]
guest_kernel() {
	local suffix=$1 frag args=()
	shift
	KUNIT_BUILD_SUFFIX=$suffix arch_setup x86_64
	use_ccache
	mkdir -p "$KUNIT_BUILD_DIR" "$GUEST_DIR"
	# less the options this kernel does not have (6.12 has no
	# UBSAN_SANITIZE_ALL: it sanitizes everything by default; the kernel
	# without the series, VANILLA=1, has none of its suites)
	for frag in "$TOP/.kunitconfig" "$@"; do
		kunitconfig_filter "$frag" "$GUEST_DIR/${frag##*/}"
		args+=(--kunitconfig="$GUEST_DIR/${frag##*/}")
	done
	if ! (cd "$KSRC" && PYTHONUNBUFFERED=1 python3 tools/testing/kunit/kunit.py build \
		--build_dir="$KUNIT_BUILD_DIR" --qemu_config="$QEMU_CONFIG" \
		--jobs="$(nproc)" "${args[@]}") 2>&1 |
		kunit_progress "linux-$KVER x86_64$suffix kernel" "$GUEST_DIR/kernel.log" "$KUNIT_BUILD_DIR"; then
		tail -n 20 "$GUEST_DIR/kernel.log" >&2
		die "the kernel does not build (log: ${GUEST_DIR#"$TOP"/}/kernel.log)"
	fi
	BZIMAGE=$KUNIT_BUILD_DIR/arch/x86/boot/bzImage
}

# The initramfs: Debian's static busybox, tools/guest/e2e-helper.c, /init
# and the scenarios of tools/guest/, and what EXTRA (a directory laid out
# like the root, as modules_install makes it) holds, in
# GUEST_DIR/initramfs.cpio.gz. GUEST_ARCH=i386 or s390 makes it for that
# architecture instead of x86_64: that architecture's busybox (make deps
# fetches it) and no e2e-helper (the scenarios that need it boot x86_64).
#   guest_initramfs [EXTRA]
# shellcheck disable=SC2120 # EXTRA is optional: callers may pass none
guest_initramfs() {
	local root=$GUEST_DIR/initramfs busybox=/bin/busybox app
	# a dynamic busybox (Debian's "busybox") has an ELF interpreter
	if [ ! -x "$busybox" ] || grep -q INTERP < <(readelf -l "$busybox"); then
		die "$busybox is missing or not static: install busybox-static (make deps)"
	fi
	rm -rf "$root"
	mkdir -p "$root"/{bin,sbin,dev,proc,sys,mnt,guest}
	case "${GUEST_ARCH:-x86_64}" in
	x86_64)
		cp "$busybox" "$root/bin/busybox"
		gcc -static -O2 -Wall -o "$root/bin/e2e-helper" "$TOP/tools/guest/e2e-helper.c"
		;;
	i386 | s390)
		local other=/var/cache/ext3-48bit/busybox/${GUEST_ARCH/#s390/s390x}/busybox
		[ -x "$other" ] || die "no busybox for $GUEST_ARCH: $other is missing (make deps)"
		cp "$other" "$root/bin/busybox"
		;;
	*) die "guest_initramfs: no initramfs for GUEST_ARCH=$GUEST_ARCH" ;;
	esac
	# the applets, as the machine's busybox (the same Debian version)
	# lists them: another architecture's cannot run here
	for app in $("$busybox" --list); do
		[ -e "$root/bin/$app" ] || ln -s busybox "$root/bin/$app"
	done
	# the kernel loads modules it needs (crc32c...) with /sbin/modprobe
	ln -s ../bin/busybox "$root/sbin/modprobe"
	cp "$TOP/tools/guest/init" "$root/init"
	cp "$TOP"/tools/guest/*.sh "$root/guest/"
	[ -z "${1:-}" ] || cp -a "$1"/. "$root"/
	(cd "$root" && find . | cpio -o -H newc --quiet | gzip -1) >"$GUEST_DIR/initramfs.cpio.gz"
}

# QEMU's arguments for that kernel and initramfs, in QEMU_ARGS; no KUnit
# suite runs (kunit.filter_glob matches none). The console shows kernel
# messages of warning level and worse only (loglevel=5): reports, oopses
# and ext4 errors still show, while notices such as "random: crng init
# done" no longer land inside the lines the guest prints for the host
# (one did, in the middle of a checksum line, and failed make e2e).
# GUEST_CPUS (2) is the guest's CPU count, GUEST_MEM (2048) its memory
# in MiB; GUEST_DRIVE_OPTS is added to each disk's -drive options
# (",discard=unmap" passes the guest's discards on to the image file).
#   guest_args LOG "CMDLINE" DISK...
guest_args() {
	local log=$1 cmdline=$2 disk
	shift 2
	QEMU_ARGS=(-nodefaults -nographic -no-reboot -m "${GUEST_MEM:-2048}" -smp "${GUEST_CPUS:-2}"
		-bios qboot.rom -kernel "$BZIMAGE" -initrd "$GUEST_DIR/initramfs.cpio.gz"
		-append "console=ttyS0 loglevel=5 rdinit=/init panic=-1 kunit.filter_glob=none-e2e $cmdline"
		-serial "file:$log" -monitor none -display none)
	for disk in "$@"; do
		QEMU_ARGS+=(-drive "file=$disk,format=raw,if=virtio,cache=writeback${GUEST_DRIVE_OPTS:-}")
	done
}
