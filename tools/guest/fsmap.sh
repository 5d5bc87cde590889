# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario fsmap: the map of the filesystem on /dev/vda, asked for each
# number of records a call in recs= (comma-separated) on the kernel
# command line; the host holds each map against dumpe2fs. With grow=N,
# instead, a map across an online resize to N blocks (e2e-helper
# fsmap-resize: recs= records a call, calls= calls before the resize):
# "E2E-FSMAP-RESIZE same|differ" and e2e-helper's line. Sourced by
# /init, after common.sh.
grow=$(arg grow)
opts=ro
[ -z "$grow" ] || opts=rw
if ! mount -t ext4 -o "$opts" /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
if [ -n "$grow" ]; then
	if out=$(timeout -s KILL "$(arg fsmap_limit)" \
		e2e-helper fsmap-resize /mnt "$(arg recs)" "$(arg calls)" "$grow"); then
		echo "E2E-FSMAP-RESIZE same $out"
	else
		echo "E2E-FSMAP-RESIZE differ $out"
	fi
else
	for recs in $(arg recs | tr , ' '); do
		fsmap_all "$recs"
	done
fi
umount /mnt && echo "E2E-OK fsmap"
