# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# shellcheck disable=SC2154 # $status and $waited: set by wait_for (common.sh)
# Scenario "modules" (tools/modules): load each module that modules=A,B,...
# names, in that order, each within modtimeout=S seconds, then unload them
# all in reverse order and check that nothing is left loaded. KUnit runs a
# module's suites while it loads and prints their KTAP, which the host cuts
# out between the E2E-MOD-BEGIN and E2E-MOD-END lines.

modules=$(arg modules | tr , ' ')
limit=$(arg modtimeout)
loaded=
# kmemleak, where the kernel has it: only what happens from here on counts
kmemleak=/sys/kernel/debug/kmemleak
mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
[ ! -w "$kmemleak" ] || echo clear >"$kmemleak"
for m in $modules; do
	echo "E2E-MOD-BEGIN $m"
	modprobe "$m" &
	if ! wait_for $! "$limit"; then
		echo "E2E-MOD-TIMEOUT $m ${limit}s"
		continue
	fi
	echo "E2E-MOD-END $m $status ${waited}s"
	[ "$status" -eq 0 ] && loaded="$m $loaded"
done
# unload in reverse order, each module alone (ext4 and jbd2 last)
for m in $loaded; do
	if rmmod "$m"; then
		echo "E2E-RMMOD $m ok"
	else
		echo "E2E-RMMOD $m FAILED"
	fi
done
# what is still loaded: the modules ext4 and jbd2 pulled in (mbcache,
# crc16, crc32c...), which the host does not hold against them
left=$(cut -d' ' -f1 /proc/modules | tr '\n' ' ')
echo "E2E-LEFT ${left:-none}"
if [ -w "$kmemleak" ]; then
	# two scans: an object is reported once it stayed unreferenced
	echo scan >"$kmemleak"
	echo scan >"$kmemleak"
	echo "E2E-KMEMLEAK $(grep -c '^unreferenced object' "$kmemleak")"
	head -n 60 "$kmemleak"
fi
