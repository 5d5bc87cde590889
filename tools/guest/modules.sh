# shellcheck shell=sh
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
	pid=$!
	t=0
	while kill -0 "$pid" 2>/dev/null && [ "$t" -lt "$limit" ]; do
		sleep 1
		t=$((t + 1))
	done
	if kill -0 "$pid" 2>/dev/null; then
		echo "E2E-MOD-TIMEOUT $m ${limit}s"
		continue
	fi
	wait "$pid"
	rc=$?
	echo "E2E-MOD-END $m $rc ${t}s"
	[ "$rc" -eq 0 ] && loaded="$m $loaded"
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
