# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash disable=SC2034
# Shared settings for the tools/ scripts; sourced, never run (so the
# variables it sets are used elsewhere: SC2034 is off).

# Debian's python3 first: checkpatch.pl's spdxcheck.py needs python3-ply,
# which apt installs for /usr/bin/python3 only. e2fsprogs' mke2fs,
# e2fsck, debugfs and dumpe2fs live in /usr/sbin, which an ordinary
# user's PATH lacks on Debian.
export PATH=/usr/bin:/bin:/usr/sbin:/sbin:$PATH

# The script's opening comment is its help text: tools/SCRIPT --help (or
# -h) prints it and exits before any work, whatever else is given.
usage() {
	awk 'NR == 1 { next } /^# (shellcheck|SPDX-License-Identifier)/ { next }
		/^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"
}
for _arg in "$@"; do
	case "$_arg" in -h | --help) usage; exit 0 ;; esac
done
unset _arg

# Repository top, the kernel (KVER: Debian's linux-source-7.3, the
# default, linux-source-6.12 or linux-source-6.1), its tree and series
# (series/KVER/), and where builds and results go: OUT is build/ for 6.1,
# build/KVER/ for the others.
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${BUILD:-$TOP/build}
KVER=${KVER:-7.3}
KVERS="7.3 6.12 6.1"
case "$KVER" in
6.1) OUT=$BUILD ;;
6.12 | 7.3) OUT=$BUILD/$KVER ;;
*)
	echo "${0##*/}: error: KVER=$KVER: use KVER=7.3 (the default), 6.12 or 6.1" >&2
	exit 2
	;;
esac
KSRC=${KSRC:-$BUILD/linux-$KVER}
SERIES_DIR=${SERIES_DIR:-$TOP/series/$KVER}
# Debian 13 installs linux-source-7.3 in /usr/src; on Debian 12, make deps
# KVER=7.3 fetches it into /var/cache/ext3-48bit/.
# (Looked for when needed: make deps may have fetched it since.)
TARBALL_CACHE=/var/cache/ext3-48bit
find_tarball() {
	[ -z "${TARBALL:-}" ] || return 0
	TARBALL=/usr/src/linux-source-$KVER.tar.xz
	[ -f "$TARBALL" ] || [ ! -f "$TARBALL_CACHE/linux-source-$KVER.tar.xz" ] ||
		TARBALL=$TARBALL_CACHE/linux-source-$KVER.tar.xz
}

# The branch the series lives on and the tag of the untouched tarball.
BRANCH=ext3-48bit
BASE_TAG=ext3-48bit-base

# One fixed identity and date for the baseline commit and for git am, so the
# tree's commits (and so format-patch output) are the same on every machine.
export GIT_COMMITTER_NAME="ext3-48bit tree"
export GIT_COMMITTER_EMAIL="tree@ext3-48bit.invalid"
FIXED_DATE="2006-06-08T18:20:54-0700"

# What the kernel prints when it finds itself broken, as an extended
# regular expression (grep -E, and Python's re in tools/fuzz-images):
# die()'s "[#N]" header (divide error, invalid opcode, general protection,
# page fault...), sanitizers, WARN, lockdep, hung tasks, lockups, RCU
# stalls, panics.
export KERNEL_REPORTS='\[#[0-9]+\]|BUG: |UBSAN:|KASAN:|Oops|Kernel panic|WARNING:|kernel BUG|general protection|blocked for more than|soft lockup|self-detected stall|detected stalls'

die() {
	echo "${0##*/}: error: $*" >&2
	exit 1
}

# A wrong argument or variable: say so in one line and exit 2, before any
# work.
usage_error() {
	echo "${0##*/}: error: $*" >&2
	echo "Try 'tools/${0##*/} --help'." >&2
	exit 2
}

# A variable that must be a whole number: check_number NAME MIN
# (checks ${NAME} when it is set and not empty).
check_number() {
	local v=${!1:-}
	[ -n "$v" ] || return 0
	if ! [[ "$v" =~ ^[0-9]+$ ]] || [ "$v" -lt "$2" ]; then
		usage_error "$1=$v: want a whole number of at least $2"
	fi
}

# Switches are 1 (on) or 0 (off), and unset or empty is off: anything
# else is refused, and 0 is unset here, so that a script tests a switch
# with [ -n "${NAME:-}" ].
for _v in SANITIZE KEEP VANILLA TREE_AS_IS; do
	case "${!_v:-}" in
	1) ;;
	"" | 0) unset "$_v" ;;
	*) usage_error "$_v=${!_v}: a switch, use $_v=1 (on) or $_v=0 (off)" ;;
	esac
done

# Renamed variables: the old name works for one more release, with a
# warning, and the new one wins when both are set (empty is unset: make
# exports its variables, given or not).
for _v in BF_SIZE:BLOCKFILE_SIZE BF_LIMIT:BLOCKFILE_TIMEOUT \
	FSMAP_LIMIT:FSMAP_TIMEOUT FSTESTS_LIMIT:FSTESTS_TIMEOUT \
	FUZZ_STALL:FUZZ_TIMEOUT; do
	_old=${_v%%:*} _new=${_v#*:}
	if [ -n "${!_old:-}" ]; then
		echo "${0##*/}: warning: $_old is now $_new (the old name goes in the next release)" >&2
		[ -n "${!_new:-}" ] || export "$_new=${!_old}"
		unset "$_old"
	fi
done
unset _v _old _new

# The tools take the architecture as an argument: an ARCH exported for
# cross builds must not reach a kernel's make; nor what make passes its
# recipes (a tool run by make does what it does run directly).
unset ARCH MAKEFLAGS MFLAGS MAKEOVERRIDES MAKELEVEL

# What a tool needs installed, checked once its arguments are: as root,
# tools/deps installs what is missing; as an ordinary user it names it
# and the tool stops. need_deps [--fstests] [--guests]. A tool started
# by another finds the check done (EXT3_48BIT_DEPS lists what was).
# shellcheck disable=SC2120 # the flags are optional
need_deps() {
	local want=(base) linux=() f todo=''
	# (a tree of yours needs no Debian tarball)
	if [ "$KVER" = 7.3 ] && [ -z "$OWN_TREE" ]; then
		want+=(--linux)
		linux=(--linux 7.3)
	fi
	want+=("$@")
	for f in "${want[@]}"; do
		[[ " ${EXT3_48BIT_DEPS:-} " == *" $f "* ]] || todo=1
	done
	[ -n "$todo" ] || return 0
	"$TOP/tools/deps" "${linux[@]}" "$@" || exit 1
	export EXT3_48BIT_DEPS="${EXT3_48BIT_DEPS:-} ${want[*]}"
}

# Whatever way a script ends (done, failed, Ctrl-C, kill), every process
# it started is stopped (QEMU started with & ignores the terminal's
# SIGINT: a non-interactive shell starts background jobs so), the
# functions given to at_exit run and the paths given to cleanup_path are
# removed.
AT_EXIT=() CLEANUP_PATHS=()
at_exit() { AT_EXIT+=("$@"); }
cleanup_path() { CLEANUP_PATHS+=("$@"); }

descendants() {	# descendants PID: every process below PID
	local c
	for c in $(pgrep -P "$1"); do
		echo "$c"
		descendants "$c"
	done
}

stop_descendants() {
	local pids waited=0
	mapfile -t pids < <(descendants $$)
	[ ${#pids[@]} -gt 0 ] || return 0
	kill -TERM "${pids[@]}" 2>/dev/null || true
	# a child cleaning up after itself (an unpack, a guest) gets 10 s
	while [ $waited -lt 20 ] && kill -0 "${pids[@]}" 2>/dev/null; do
		sleep 0.5
		waited=$((waited + 1))
	done
	kill -KILL "${pids[@]}" 2>/dev/null || true
}

on_exit() {
	local status=$? f
	trap '' INT TERM HUP	# finish cleaning up, whatever comes now
	stop_descendants
	for f in "${AT_EXIT[@]}"; do "$f" || true; done
	[ ${#CLEANUP_PATHS[@]} -eq 0 ] || rm -rf -- "${CLEANUP_PATHS[@]}"
	exit "$status"
}
trap on_exit EXIT
trap 'echo "${0##*/}: interrupted" >&2; exit 130' INT
trap 'exit 143' TERM HUP

# Run a long command (QEMU under timeout) so that Ctrl-C stops it at once:
# timeout moves itself and QEMU into a process group of their own, out of
# the terminal's SIGINT, and bash runs a trap only when its foreground
# command ends, while 'wait' returns at the signal (on_exit then stops
# the command). Returns the command's status.
fg_wait() {
	"$@" &
	wait $!
}

# KSRC is one of:
# - a tree that make tree made: git, with tag ext3-48bit-base and
#   ext3-48bit.made in its .git/config (or, made before that mark, with
#   the tag and under BUILD); the tools commit, check out and build there;
# - a path that does not exist yet, where make tree unpacks one;
# - a kernel git checkout of yours (OWN_TREE), which the tools only read:
#   they work in a clone of its HEAD, OUT/linux, with their outputs beside
#   it in build/own/NAME-ID-KVER/ (tools/tree makes and updates it; BASE=
#   names the commit the series starts from, or the one to apply
#   series/KVER/ on). A tool another one starts gets the clone's path as
#   KSRC and your tree's in EXT3_48BIT_OWN_TREE; the clone also names
#   your tree (ext3-48bit.owntree in its .git/config), for KSRC=clone.
# Never an empty directory.
own_out() {	# own_out TREE: the outputs of your TREE, its clone in linux/
	echo "$BUILD/own/$(basename "$1")-$(printf '%s' "$1" | sha256sum | cut -c1-8)-$KVER"
}
OWN_TREE=''
if [ -n "${EXT3_48BIT_OWN_TREE:-}" ] &&
	[ "$KSRC" = "$(own_out "$EXT3_48BIT_OWN_TREE")/linux" ]; then
	# a tool started by one that took your tree: KSRC is the clone's
	# path, which may not exist yet
	OWN_TREE=$EXT3_48BIT_OWN_TREE
	OUT=${KSRC%/linux}
elif [ -d "$KSRC/.git" ] && _own=$(git -C "$KSRC" config ext3-48bit.owntree 2>/dev/null); then
	OWN_TREE=$_own
	OUT=$(dirname "$KSRC")
elif [ -e "$KSRC" ] && ! { [ -d "$KSRC/.git" ] &&
	git -C "$KSRC" rev-parse -q --verify "refs/tags/$BASE_TAG" >/dev/null 2>&1 &&
	{ [ "$(git -C "$KSRC" config ext3-48bit.made 2>/dev/null)" = 1 ] ||
		[[ "$(realpath "$KSRC")/" == "$(realpath -m "$BUILD")/"* ]]; }; }; then
	if [ -d "$KSRC" ] && [ -z "$(ls -A "$KSRC")" ]; then
		usage_error "KSRC=$KSRC is an empty directory: name a path that does not exist yet, and make tree unpacks the kernel there"
	fi
	if ! git -C "$KSRC" rev-parse -q --verify HEAD >/dev/null 2>&1 ||
		[ ! -f "$KSRC/Makefile" ] || [ ! -d "$KSRC/fs/ext4" ]; then
		usage_error "KSRC=$KSRC is not a kernel git checkout (no git HEAD, or no Makefile and fs/ext4/)"
	fi
	_v=$(sed -n 's/^VERSION = //p;s/^PATCHLEVEL = //p' "$KSRC/Makefile" | paste -sd.)
	[ "$_v" = "$KVER" ] ||
		usage_error "KSRC=$KSRC is Linux $_v, not $KVER: give KVER=$_v if series/$_v/ exists"
	OWN_TREE=$(cd "$KSRC" && pwd)
	OUT=$(own_out "$OWN_TREE")
	KSRC=$OUT/linux
	unset _v
fi
unset _own
[ -z "$OWN_TREE" ] || export EXT3_48BIT_OWN_TREE=$OWN_TREE

note() {
	echo "${0##*/}: $*" >&2
}

# git inside the kernel tree, and never in a repository above it (an
# interrupted unpack must not send these commands to this one's)
kgit() {
	GIT_CEILING_DIRECTORIES=$(dirname "$KSRC") git -C "$KSRC" "$@"
}

# The kernel as Debian ships it, without the series (VANILLA=1): a git
# worktree of the tree at ext3-48bit-base in OUT/vanilla/linux-KVER, made
# by make tree's tree, and never changed. Sets KSRC to it.
vanilla_tree() {
	local dir=$OUT/vanilla/linux-$KVER base
	"$TOP/tools/tree"
	base=$(kgit rev-parse "$BASE_TAG^{commit}")
	if [ ! -e "$dir/.git" ]; then
		note "checking out $BASE_TAG into ${dir#"$TOP"/}"
		kgit worktree prune
		kgit worktree add -q --detach "$dir" "$BASE_TAG" ||
			die "cannot check out $BASE_TAG into $dir"
	elif [ "$(git -C "$dir" rev-parse HEAD)" != "$base" ] ||
		[ -n "$(git -C "$dir" status --porcelain --untracked-files=no)" ]; then
		die "$dir is not the untouched $BASE_TAG: look at it, then git -C $KSRC worktree remove --force $dir"
	fi
	KSRC=$dir
}

# The numbered patches of a series directory, in the order its series file
# gives.
series_patches() {
	local dir=$1 p
	[ -f "$dir/series" ] || die "$dir/series is missing"
	while read -r p; do
		case "$p" in "" | "#"*) continue ;; esac
		[ -f "$dir/$p" ] || die "$dir/series lists $p, which is not there"
		echo "$dir/$p"
	done <"$dir/series"
}

# A digest of a series directory: changes whenever a patch or the order does.
series_digest() {
	local dir=$1
	{
		cat "$dir/series"
		series_patches "$dir" | xargs -r cat
		[ ! -f "$dir/0000-cover-letter.patch" ] || cat "$dir/0000-cover-letter.patch"
	} | sha256sum | cut -d' ' -f1
}

# $KSRC/.git/$STAMP_FILE: "<digest of series/> <commit>", written when the
# branch and series/ last held the same patches (make tree made the branch
# from series/, or make series exported the branch to it).
STAMP_FILE=ext3-48bit-applied
series_stamp() {
	echo "$(series_digest "$SERIES_DIR") $(kgit rev-parse HEAD)" >"$KSRC/.git/$STAMP_FILE"
}

# kunit.py settings for one architecture: sets QEMU_CONFIG and KUNIT_ARGS.
# The x86_64 and s390 configs are SMP with four CPUs, i386 is uniprocessor.
arch_setup() {
	case "$1" in
	x86_64) QEMU_CONFIG=$TOP/kunit/qemu/x86_64_smp.py; KUNIT_ARGS=() ;;
	i386) QEMU_CONFIG=$TOP/kunit/qemu/i386_up.py; KUNIT_ARGS=() ;;
	s390)
		QEMU_CONFIG=$TOP/kunit/qemu/s390_smp.py
		KUNIT_ARGS=(--cross_compile=s390x-linux-gnu-)
		;;
	*) usage_error "unknown ARCH '$1': use x86_64, i386 or s390" ;;
	esac
	KUNIT_BUILD_DIR=$OUT/kunit/$1${KUNIT_BUILD_SUFFIX:-}
	RESULTS=$OUT/results
}

# ccache turns the rebuilds after a header changes back and forth (as the
# per-patch gate does) into cache hits. The cache lives outside the clone
# (CCACHE_DIR overrides it), and paths under the clone are hashed as
# relative ones (CCACHE_BASEDIR), so a fresh clone elsewhere on the same
# machine, as CI makes, starts warm; a new machine starts cold.
use_ccache() {
	if [ -d /usr/lib/ccache ]; then
		export PATH=/usr/lib/ccache:$PATH
		export CCACHE_BASEDIR=$TOP
		export CCACHE_DIR=${CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ext3-48bit/ccache}
		export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-8G}
	fi
}

# kunit.py's output (on stdin) goes whole to LOG; its steps are shown on
# stderr as they happen, with the time since the start: configuring,
# building (every 30 s, the objects compiled so far in BUILD_DIR, out of
# the objects the last full build of that directory had), booting, and
# kunit.py's closing lines. The counts are kept beside the compiler
# cache, so that a fresh clone (CI's) knows them too; a machine that has
# not built a directory yet takes kunit/objects.txt's.
#   ... | kunit_progress LABEL LOG BUILD_DIR
kunit_progress() {
	local label=$1 log=$2 dir=$3 start=$SECONDS line status phase="" prev n total cold=
	local stamp=$log.start counts
	counts=${XDG_CACHE_HOME:-$HOME/.cache}/ext3-48bit/objects/$(realpath -m --relative-to="$TOP" "$dir" | tr / _)
	: >"$log"
	touch "$stamp"
	total=$(cat "$counts" 2>/dev/null ||
		awk -v d="$(realpath -m --relative-to="$TOP" "$dir")" '$1 == d { print $2 }' \
			"$TOP/kunit/objects.txt")
	[[ "$total" =~ ^[1-9][0-9]*$ ]] || total=''
	[ -n "$(find "$dir" -name '*.o' -print -quit 2>/dev/null)" ] || cold=1
	while :; do
		line=""
		IFS= read -r -t 30 line && status=0 || status=$?
		if [ "$status" -gt 128 ]; then	# 30 s without a line
			printf '%s' "$line" >>"$log"
			if [ "$phase" = building ]; then
				n=$(find "$dir" -name '*.o' -newer "$stamp" 2>/dev/null | wc -l)
				if [ -z "$total" ]; then
					progress "$label" "$start" "building, $n objects compiled (first build here: no total yet)"
				elif [ -n "$cold" ]; then
					progress "$label" "$start" "building, $n of about $total objects ($((n * 100 / total))%)"
				else
					progress "$label" "$start" "building, $n objects recompiled (a full build has $total)"
				fi
			fi
			continue
		fi
		[ "$status" -eq 0 ] || [ -n "$line" ] || break	# end of input
		printf '%s\n' "$line" >>"$log"
		prev=$phase
		case "$line" in
		*"Configuring KUnit Kernel"*) phase=configuring ;;
		*"Building KUnit Kernel"*) phase=building ;;
		*"Starting KUnit Kernel"*) phase=booting ;;
		*"Testing complete."* | *"Elapsed time:"*) phase=${line#*] } ;;
		*) continue ;;
		esac
		progress "$label" "$start" "$phase"
		# a build has ended: remember its size for the next one
		if [ "$prev" = building ] && [ "$phase" != building ] &&
			[ -f "$dir/vmlinux" ] && mkdir -p "${counts%/*}" 2>/dev/null; then
			find "$dir" -name '*.o' 2>/dev/null | wc -l >"$counts" || true
		fi
	done
	rm -f "$stamp"
}

progress() {	# progress LABEL START TEXT
	local t=$((SECONDS - $2))
	printf '%s: %s: %s (%d:%02d)\n' "${0##*/}" "$1" "$3" $((t / 60)) $((t % 60)) >&2
}

# Run kunit.py in the tree: kunit ARCH JSON [kunit.py run options...]
# The suites take seconds; the timeout (KUNIT_TIMEOUT, 300 s) only bounds a
# guest that does not power off. kunit.py then sends QEMU SIGTERM and
# waits for it; twice (s390x, MTTCG, with other builds beside it) QEMU
# itself was stuck, ignored SIGTERM, and kunit.py waited for ever. So a
# watchdog kills a QEMU of this build directory that outlives the timeout
# by 60 s, and kunit.py runs once more (the build is done: a boot). A
# guest that hangs while QEMU still answers SIGTERM is not retried.
kunit() {
	local arch=$1 json=$2 try status wd q
	shift 2
	arch_setup "$arch"
	use_ccache
	mkdir -p "$KUNIT_BUILD_DIR" "$(dirname "$json")"
	# kunit.py's QEMU, under TCG whatever kunit.py asks (tools/qemu-tcg)
	mkdir -p "$OUT/tcg"
	for q in x86_64 i386 s390x; do
		ln -sfn "$TOP/tools/qemu-tcg" "$OUT/tcg/qemu-system-$q"
	done
	for try in 1 2; do
		rm -f "$KUNIT_BUILD_DIR/qemu-killed"
		qemu_watchdog "$KUNIT_BUILD_DIR" $((${KUNIT_TIMEOUT:-300} + 60)) &
		wd=$!
		status=0
		(cd "$KSRC" && PATH=$OUT/tcg:$PATH PYTHONUNBUFFERED=1 \
			python3 tools/testing/kunit/kunit.py run \
			--build_dir="$KUNIT_BUILD_DIR" --qemu_config="$QEMU_CONFIG" \
			--jobs="$(nproc)" --timeout="${KUNIT_TIMEOUT:-300}" \
			--json="$json" "${KUNIT_ARGS[@]}" "$@") || status=$?
		kill "$wd" 2>/dev/null
		wait "$wd" 2>/dev/null
		if [ ! -e "$KUNIT_BUILD_DIR/qemu-killed" ] || [ "$try" = 2 ]; then
			break
		fi
		echo "${0##*/}: $arch: QEMU did not stop on SIGTERM after kunit.py's timeout; killed it, booting once more" >&2
	done
	return "$status"
}

# qemu_watchdog DIR SECONDS: SIGKILL a QEMU whose kernel is in DIR once it
# has run SECONDS, and leave DIR/qemu-killed behind.
qemu_watchdog() {
	local dir=$1 limit=$2 pid age
	while sleep 10; do
		for pid in $(pgrep -f "^qemu-system-[^ ]* .*-kernel $dir/arch/"); do
			age=$(ps -o etimes= -p "$pid" | tr -d ' ')
			if [ "${age:-0}" -gt "$limit" ]; then
				kill -9 "$pid" 2>/dev/null && touch "$dir/qemu-killed"
			fi
		done
	done
}

# Whether the tree's KUnit has the speed attribute (6.6 and later), so
# that tests marked slow can be skipped (kunit.py --filter "speed>slow").
kunit_has_speed_attr() {
	grep -q KUNIT_SPEED_SLOW "$KSRC/include/kunit/test.h"
}

# Copy a kunitconfig fragment, leaving out the options whose Kconfig symbol
# does not exist in the tree (yet): kunitconfig_filter IN OUT
kunitconfig_filter() {
	local line sym
	while IFS= read -r line; do
		case "$line" in
		CONFIG_*=*)
			sym=${line%%=*}
			sym=${sym#CONFIG_}
			kgit grep -q -E "^[[:space:]]*(menu)?config ${sym}[[:space:]]*\$" -- '*Kconfig*' ||
				continue
			;;
		esac
		echo "$line"
	done <"$1" >"$2"
}

# Keep a series' cover letter text as the branch description, where
# 'git format-patch --cover-from-description=subject' finds it again:
# cover_to_description SERIES_DIR
cover_to_description() {
	local cover=$1/0000-cover-letter.patch desc
	[ -f "$cover" ] || return 0
	desc=$(awk '
		hdr && /^$/ { hdr = 0; next }
		hdr && /^Subject:/ { sub(/^Subject: *(\[[^]]*\] *)?/, ""); subj = $0; insubj = 1; next }
		hdr && insubj && /^[ \t]/ { sub(/^[ \t]+/, " "); subj = subj $0; next }
		hdr { insubj = 0; next }
		/^From / && NR == 1 { hdr = 1; next }
		# the shortlog starts with "Author Name (N):" after a blank line
		prev == "" && /^[^ \t].* \([0-9]+\):$/ { exit }
		{ body = body $0 "\n"; prev = $0 }
		END { printf "%s\n\n%s", subj, body }
	' "$cover")
	kgit config "branch.$BRANCH.description" "$desc"
	# and its subject prefix ("PATCH 6.12.y v8" of "[PATCH 6.12.y v8
	# 0/9]"), which make series gives every patch
	kgit config ext3-48bit.subjectprefix "$(sed -n '1,/^$/s/^Subject: \[\(.*\) [0-9]*\/[0-9]*\].*/\1/p' "$cover")"
}
