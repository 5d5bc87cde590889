# SPDX-License-Identifier: GPL-2.0
# kunit.py --qemu_config for x86_64 with four CPUs.
#
# kunit.py's own x86_64 config builds a uniprocessor kernel, where
# lib/percpu_counter.c is not compiled at all; the percpu_counter suite
# needs CONFIG_SMP and several CPUs to exercise the per-CPU deltas.
# The rest lets tools/e2e boot the same kernel on a virtio disk with a
# busybox initramfs, so that one build serves both.
#
# No PS/2 keyboard or mouse (i8042.nokbd i8042.noaux): their drivers
# probe asynchronously and once printed "input: AT Raw Set 2 keyboard"
# between a suite's "KTAP version 1" and its "# Subtest:" line, which
# kunit.py's parser then reported as crashed tests.
from ..qemu_config import QemuArchParams

QEMU_ARCH = QemuArchParams(linux_arch='x86_64',
			   kconfig='''
CONFIG_SERIAL_8250=y
CONFIG_SERIAL_8250_CONSOLE=y
CONFIG_SMP=y
CONFIG_NR_CPUS=8
CONFIG_PCI=y
CONFIG_VIRTIO_MENU=y
CONFIG_VIRTIO_PCI=y
CONFIG_BLK_DEV=y
CONFIG_VIRTIO_BLK=y
CONFIG_DEVTMPFS=y
CONFIG_BLK_DEV_INITRD=y
CONFIG_RD_GZIP=y
CONFIG_BINFMT_ELF=y
CONFIG_BINFMT_SCRIPT=y''',
			   qemu_arch='x86_64',
			   kernel_path='arch/x86/boot/bzImage',
			   kernel_command_line='console=ttyS0 i8042.nokbd i8042.noaux',
			   extra_qemu_params=['-bios', 'qboot.rom', '-smp', '4'])
