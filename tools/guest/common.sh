# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Helpers for the scenarios, sourced by /init before them.

# Make directories /mnt/dN until one's inode is in a group that starts
# above block 2^32 (checked from the inode number, not assumed); print
# "E2E-DIR dN inode I group G first-block B tries T" and set $dir to it.
# Needs ipg, bpg and fdb (inodes and blocks per group, first data block)
# on the kernel command line.
dir_above_2_32() {
	ipg=$(arg ipg)
	bpg=$(arg bpg)
	fdb=$(arg fdb)
	i=0
	dir=
	while [ $i -lt 400 ]; do
		mkdir -p /mnt/d$i
		ino=$(stat -c %i /mnt/d$i)
		group=$(((ino - 1) / ipg))
		first=$((group * bpg + fdb))
		if [ $first -gt 4294967296 ]; then
			dir=d$i
			echo "E2E-DIR $dir inode $ino group $group first-block $first tries $((i + 1))"
			return 0
		fi
		i=$((i + 1))
	done
	echo "E2E-FAIL no directory above block 2^32 after $i tries"
	return 1
}

# mballoc puts files larger than mb_stream_req blocks where the last large
# allocation ended (the start of the disk here), not near their inode:
# raise the threshold so that every file follows its inode's group.
allocate_near_inodes() {
	echo 1000000 >/sys/fs/ext4/vda/mb_stream_req
}

# Wait up to $2 seconds for process $1 to end. Sets $waited to the seconds
# waited; returns 0 when it ended (its status is then in $status), 1 when
# it is still running.
# shellcheck disable=SC2034 # $status is the caller's
wait_for() {
	waited=0
	while kill -0 "$1" 2>/dev/null && [ "$waited" -lt "$2" ]; do
		sleep 1
		waited=$((waited + 1))
	done
	if kill -0 "$1" 2>/dev/null; then
		return 1
	fi
	wait "$1"
	status=$?
	return 0
}

# Map the filesystem mounted at /mnt with FS_IOC_GETFSMAP, $1 records a
# call, within fsmap_limit seconds (kernel command line): print
# "E2E-FSMAP $1 " and e2e-helper's summary, or E2E-FAIL.
fsmap_all() {
	limit=$(arg fsmap_limit)
	map=$(timeout -s KILL "$limit" e2e-helper fsmap /mnt "$1")
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "E2E-FSMAP $1 $map"
	elif [ $rc -eq 137 ]; then
		echo "E2E-FAIL fsmap $1: not done after $limit s"
	else
		echo "E2E-FAIL fsmap $1: exit $rc"
	fi
}
