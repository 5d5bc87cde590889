# SPDX-License-Identifier: GPL-2.0
# kunit.py --qemu_config for i386, deliberately uniprocessor.
#
# This covers the other implementation of percpu_counter (the !CONFIG_SMP
# inlines in include/linux/percpu_counter.h) and a 32-bit long and pgoff_t.
#
# No PS/2 keyboard or mouse (i8042.nokbd i8042.noaux): their drivers
# probe asynchronously and once printed "input: AT Raw Set 2 keyboard"
# between a suite's "KTAP version 1" and its "# Subtest:" line, which
# kunit.py's parser then reported as crashed tests.
from ..qemu_config import QemuArchParams

QEMU_ARCH = QemuArchParams(linux_arch='i386',
			   kconfig='''
CONFIG_SERIAL_8250=y
CONFIG_SERIAL_8250_CONSOLE=y''',
			   qemu_arch='i386',
			   kernel_path='arch/x86/boot/bzImage',
			   kernel_command_line='console=ttyS0 i8042.nokbd i8042.noaux',
			   extra_qemu_params=[])
