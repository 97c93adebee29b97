"""`time`'s `struct_time`, the named tuple `gmtime` and `localtime` give a program (the
functions-only half, `pure/time.py`, gives plain tuples to trusted layers and to `logging`).
Its `repr` is a named tuple's (`struct_time(tm_year=...)`, CPython's says `time.struct_time`),
and it has no `tm_zone` or `tm_gmtoff`."""

from time import gmtime as _fields
from typing import NamedTuple


class struct_time(NamedTuple):
    tm_year: int
    tm_mon: int
    tm_mday: int
    tm_hour: int
    tm_min: int
    tm_sec: int
    tm_wday: int
    tm_yday: int
    tm_isdst: int


def gmtime(secs=None):
    return struct_time(*_fields(secs))


def localtime(secs=None):
    return struct_time(*_fields(secs))
