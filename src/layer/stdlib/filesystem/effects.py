"""The filesystem library's effects: read, search, list, write and manage files.

The prover never runs these bodies: a call is a fact, its preconditions are obligations,
and ``@performs`` says which events of ``events.py`` it is. ``clauz3 run`` executes each
effect natively (Rust's standard library, no shell), checking the path conditions again
before touching anything.

A failure raises what the reference's Python body raises, and each effect declares it
(``@deal.raises``) so a program may handle it: ``OSError`` and its subclasses
(``FileNotFoundError``, ``PermissionError``, ...; ``shutil``'s own errors arrive as their
base ``OSError``), ``UnicodeError`` for text that is not UTF-8.

Every path must be non-empty and plain: no ``..``, ``.`` or empty segment and no
backslash, so that a contract's prefix cannot be stepped around by spelling a path
another way.
"""

import clauz3
import deal
from clauz3._path_safety import is_plain_path
from clauz3.events import performs
from tools.filesystem.trusted.events import (
    Chmod,
    Create,
    Delete,
    DirectoryCreate,
    List,
    Read,
    RecursiveRead,
    RecursiveWrite,
    WriteText,
)


@clauz3.requires(
    lambda path: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError, UnicodeError)
@clauz3.trusted
@performs(lambda path: Read(path))
def read_file(path: str) -> str:
    """The whole file at ``path``, decoded as UTF-8."""
    ...


@clauz3.requires(
    lambda path: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError, UnicodeError)
@clauz3.trusted
@performs(lambda path: Read(path))
def read_lines(path: str) -> list[str]:
    """The file's lines as ``str.splitlines`` splits its UTF-8 text (no terminators)."""
    ...


@clauz3.requires(
    lambda path, line_number: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(
    lambda path, line_number: len(path) >= 1 and line_number >= 1,
    message="path must be non-empty and line_number must be positive",
)
@deal.raises(OSError, UnicodeError)
@clauz3.trusted
@performs(lambda path: Read(path))
def read_line(path: str, line_number: int) -> str:
    """Line ``line_number`` (counted from 1) without its newline; ``""`` past the end."""
    ...


@clauz3.requires(
    lambda pattern, path: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(
    lambda pattern, path: len(pattern) >= 1 and len(path) >= 1,
    message="pattern and path must be non-empty",
)
@deal.raises(OSError, UnicodeError)
@clauz3.trusted
@performs(lambda path: Read(path))
def grep(pattern: str, path: str) -> list[str]:
    """The lines of the file that contain ``pattern`` as a plain substring."""
    ...


@clauz3.requires(
    lambda path, args: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path, args: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError, ValueError)
@clauz3.trusted
@performs(lambda path: List(path))
def find(path: str, args: list[str]) -> list[str]:
    """Paths below ``path`` passing every filter of ``args``.

    Filters are pairs: ``-name GLOB``, ``-path GLOB``, ``-type f|d|l``,
    ``-mindepth N``, ``-maxdepth N``; ``-not`` before a name, path or type filter
    negates it. Symbolic links are listed, never followed.
    """
    ...


@clauz3.requires(
    lambda path, content: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path, content: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda path, content: WriteText(path, content))
def write_file(path: str, content: str) -> None:
    """Replaces the file's contents with ``content`` (UTF-8), making missing parents."""
    ...


@clauz3.requires(
    lambda path, text: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path, text: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda path, text: WriteText(path, text))
def append_file(path: str, text: str) -> None:
    """Adds ``text`` at the end of the file, making it and missing parents as needed."""
    ...


@clauz3.requires(
    lambda path: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda path: DirectoryCreate(path))
def make_dir(path: str) -> None:
    """Makes the directory ``path`` and any missing parents; an existing one is kept."""
    ...


@clauz3.requires(
    lambda path: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda path: Create(path))
def touch(path: str) -> None:
    """Makes an empty file (and missing parents), or updates an existing file's mtime."""
    ...


@clauz3.requires(
    lambda path: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda path: Delete(path))
def remove(path: str) -> None:
    """Removes a file or symbolic link, or a directory with everything below it."""
    ...


@clauz3.requires(
    lambda src, dest: is_plain_path(src) and is_plain_path(dest),
    message="src and dest must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(
    lambda src, dest: len(src) > 0 and len(dest) > 0,
    message="src and dest must be non-empty",
)
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda src, dest: [RecursiveRead(src), Delete(src), RecursiveWrite(dest)])
def move(src: str, dest: str) -> None:
    """Moves ``src`` to ``dest`` (into it, when ``dest`` is an existing directory).

    Read as reading and removing the source and writing the destination, so a move
    cannot carry a file out from under a read contract.
    """
    ...


@clauz3.requires(
    lambda src, dest: is_plain_path(src) and is_plain_path(dest),
    message="src and dest must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(
    lambda src, dest: len(src) > 0 and len(dest) > 0,
    message="src and dest must be non-empty",
)
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda src, dest: [RecursiveRead(src), RecursiveWrite(dest)])
def copy(src: str, dest: str) -> None:
    """Copies a file (making missing parents), or a directory tree into ``dest``."""
    ...


@clauz3.requires(
    lambda path, mode: is_plain_path(path),
    message="path must have no .., . or empty segments, or backslashes",
)
@clauz3.requires(lambda path, mode: len(path) > 0, message="path must be non-empty")
@deal.raises(OSError, OverflowError)
@clauz3.trusted
@performs(lambda path, mode: Chmod(path, mode))
def chmod(path: str, mode: int) -> None:
    """Sets the permission bits of ``path`` to ``mode``."""
    ...
