"""Typed path arguments of guarantees: ``FilePath("notes/a.md")``, ``DirectoryPath("data")``.

A path argument says whether a contract means one file or a directory boundary. Both are
checked lexically when the guarantee is read (nothing touches a file system); a path that
is not written the way effect paths are is refused, so no contract is stated over a
spelling no effect can use.
"""

from clauz3 import Row
from clauz3._path_safety import is_plain_path


class FilePath(Row):
    value: str


class DirectoryPath(Row):
    value: str


def check_path(value: str) -> None:
    """Refuses an empty path, NUL, ``:``, and any ``..``, ``.`` or empty segment or ``\\``."""
    if value == "" or "\x00" in value or ":" in value or not is_plain_path(value):
        raise ValueError(f"path {value!r} is not a nonempty path of plain POSIX segments")


def check_file_path(value: str) -> None:
    """A file path also names a file: not ``.`` and no trailing ``/``."""
    check_path(value)
    if value == "." or value.endswith("/"):
        raise ValueError(f"file path {value!r} names a directory, not a file")


def check_directory_path(value: str) -> None:
    check_path(value)
