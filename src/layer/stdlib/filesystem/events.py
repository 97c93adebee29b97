"""Events of the filesystem library: what each of its effects does to the file system.

Contracts in ``contracts.py`` are written over these classes, not over single effects, so
one contract governs every effect that performs the event. A relation over a class also
covers the classes derived from it:

- ``FsEvent(path)``: the root; every event names one path.
- ``Observe``: the program learns something about the file system.
  ``Read`` (contents; ``RecursiveRead`` when the path may be a whole tree) and
  ``List`` (the names below a directory).
- ``Write``: the file system changes. ``WriteText(text)``, ``Create``
  (``DirectoryCreate`` for an explicit directory), ``RecursiveWrite`` (``Delete``
  is one) and ``Chmod(mode)``.

A path may name a directory: copying, moving or removing it touches everything below.
"""

from clauz3.events import Event


class FsEvent(Event):
    """Something happens at ``path``."""

    path: str


class Observe(FsEvent):
    """The program learns about the file system at ``path``."""


class Read(Observe):
    """The contents at ``path`` reach the program."""


class RecursiveRead(Read):
    """``path`` is read, and if it is a directory, everything below it."""


class List(Observe):
    """The names below the directory ``path`` reach the program."""


class Write(FsEvent):
    """The file system changes at ``path``."""


class WriteText(Write):
    """The file at ``path`` gets ``text``, replacing or extending its contents."""

    text: str


class Create(Write):
    """An empty file or a directory comes into being at ``path``."""


class DirectoryCreate(Create):
    """A directory (and its missing parents) is made at ``path``."""


class RecursiveWrite(Write):
    """``path`` changes, and if it is a directory, possibly everything below it."""


class Delete(RecursiveWrite):
    """``path`` and everything below it is removed."""


class Chmod(Write):
    """The permission bits of ``path`` become ``mode``."""

    mode: int
