"""Contracts of the filesystem library, each a claim over the events of ``events.py``.

A contract over an event class governs every effect performing it: ``never_read_under``
covers ``read_file``, ``read_lines``, ``read_line``, ``grep`` and the sources of ``copy``
and ``move``; ``only_write_under`` covers writes, creations, deletions and chmods alike.
Only this library's effects perform these events: files touched by other libraries
(git, rsync, db) are not covered.

Paths are compared as text. Every effect refuses ``..``, ``.`` and empty segments and
backslashes, and every contract checks the same of each event's path, so a path cannot be
respelled around a prefix. A relative prefix is compared both bare and with a leading
``./``; a relative prefix says nothing about an absolute spelling of the same file, so the
``never_*`` contracts refuse any event spelled the other way. Symbolic links, hard links
and case-insensitive file systems are not modelled.

``only_reads_files`` / ``only_writes_files`` name exact files, ``*_files_under`` a
directory boundary; ``only_read_under`` / ``only_write_under`` are literal prefixes
(``"notes.md"`` also admits ``"notes.md.bak"``). Overwriting a file is a write, not a
delete: protect contents with ``never_write_under``.
"""

from clauz3._path_safety import is_plain_path
from clauz3.paths import DirectoryPath, FilePath
from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised
from tools.filesystem.trusted.effects import grep
from tools.filesystem.trusted.events import (
    Chmod,
    Create,
    Delete,
    DirectoryCreate,
    List,
    Observe,
    Read,
    RecursiveRead,
    RecursiveWrite,
    Write,
    WriteText,
)

Grep = effect(grep)


def _usable_prefix(prefix):
    """A prefix no effect path can be spelled as would make a contract vacuous: refuse it."""
    if prefix == "" or not is_plain_path(prefix):
        raise ValueError(f"path prefix {prefix!r} is not written the way effect paths are")
    return prefix


def _spellings(prefix):
    """The bare and the ``./`` spelling of a relative prefix (``.`` is the bare ``""``)."""
    if prefix.startswith("/"):
        return (prefix, prefix)
    bare = prefix.removeprefix("./")
    if prefix == ".":
        bare = ""
    return (bare, "./" + bare)


def _names_of(files):
    """Every spelling of each exact file of a list of ``FilePath`` literals."""
    if type(files) is not list:
        raise TypeError("files must be a list of FilePath literals")
    names = []
    for file in files:
        if type(file) is not FilePath:
            raise TypeError("files must be a list of FilePath literals")
        names.extend(_spellings(file.value))
    return names


def _starting_with(event, prefix):
    """Every event's path is plain and starts with ``prefix``, as written."""
    _usable_prefix(prefix)
    return event.all(lambda e: is_plain_path(e.path) and e.path.startswith(prefix))


def _away_from(event, prefix):
    """No event's path is at, below, or a directory above either spelling of ``prefix``.

    A path spelled the other way (relative against an absolute prefix, or the reverse) is
    refused: whether it reaches the prefix depends on the working directory.
    """
    bare, dotted = _spellings(_usable_prefix(prefix))
    absolute = prefix.startswith("/")
    return event.all(
        lambda e: is_plain_path(e.path)
        and e.path.startswith("/") == absolute
        and not e.path.startswith(bare)
        and not e.path.startswith(dotted)
        and not bare.startswith(e.path + "/")
        and not dotted.startswith(e.path + "/")
        and not (e.path.endswith("/") and (bare.startswith(e.path) or dotted.startswith(e.path)))
    )


def _inside(event, directory):
    """Every event's path is the directory or below it, compared by whole segments."""
    if type(directory) is not DirectoryPath:
        raise TypeError("directory must be a DirectoryPath literal")
    root = directory.value.rstrip("/")
    if root == "":
        root = "/"
    bare, dotted = _spellings(root)
    whole = [bare, dotted]
    below_bare = bare + "/"
    below_dotted = dotted + "/"
    any_relative = root == "." or root == "./"
    any_absolute = root == "/"
    return event.all(
        lambda e: len(e.path) > 0
        and is_plain_path(e.path)
        and (
            (any_relative and not e.path.startswith("/"))
            or (any_absolute and e.path.startswith("/"))
            or (
                not any_relative
                and not any_absolute
                and (e.path in whole or e.path.startswith(below_bare) or e.path.startswith(below_dotted))
            )
        )
    )


@contract(description="Filesystem effects are not restricted.")
def no_guarantees() -> ContractSpec:
    """Promise nothing about filesystem effects."""
    return nothing_promised()


# Reading and listing.


@contract(description="Filesystem tools read no file and list no directory.")
def no_reads() -> ContractSpec:
    """Nothing is read and nothing is listed."""
    return Observe.empty()


@contract(
    description=(
        "Filesystem tools read only the files {files}, exactly; no directory is "
        "listed and nothing is copied or moved from."
    )
)
def only_reads_files(files: list[FilePath]) -> ContractSpec:
    """Reads only of these exact files (bare or ``./`` spelling); no listing, copy or move.

    A copy or move source may be a whole directory, so neither is allowed even when its
    source looks like a file. An empty list allows no read at all.
    """
    names = _names_of(files)
    return ConjunctionSpec(
        (Observe.all(lambda e: e.path in names), List.empty(), RecursiveRead.empty())
    )


@contract(
    description=(
        "Filesystem tools read and list only in the directory {directory} and "
        "below it (compared as text, segment by segment)."
    )
)
def only_reads_files_under(directory: DirectoryPath) -> ContractSpec:
    """Reads, listings and copy or move sources stay in ``directory`` or below it.

    ``DirectoryPath("data")`` allows ``data/a.txt``, not ``database/a.txt``;
    ``DirectoryPath(".")`` allows every relative path, ``DirectoryPath("/")`` every
    absolute one.
    """
    return _inside(Observe, directory)


@contract(description="Every path filesystem tools read or list begins with {root}.")
def only_read_under(root: str) -> ContractSpec:
    """Every read or listed path starts with ``root`` as text (a literal prefix)."""
    return _starting_with(Observe, root)


@contract(
    description=(
        "Filesystem tools read, copy and move nothing whose path begins with "
        "{prefix}, nor a directory above it (compared as text)."
    )
)
def never_read_under(prefix: str) -> ContractSpec:
    """No contents at or below ``prefix`` reach the program or a copy.

    Listing a directory above it is allowed (names, not contents): see
    ``never_list_under``.
    """
    return _away_from(Read, prefix)


@contract(description="Filesystem tools read files {count} times at most.")
def reads_at_most(count: int) -> ContractSpec:
    """At most ``count`` reads; a copy or move reads its source once."""
    return Read.count() <= count


@contract(
    description=(
        "Filesystem tools list no directory whose path begins with {prefix}, "
        "nor one above it (compared as text)."
    )
)
def never_list_under(prefix: str) -> ContractSpec:
    """No ``find`` starts at, below or above ``prefix``."""
    return _away_from(List, prefix)


@contract(description="Filesystem tools list directories {count} times at most.")
def lists_at_most(count: int) -> ContractSpec:
    """At most ``count`` ``find`` calls."""
    return List.count() <= count


@contract(description="Every grep looks for exactly {pattern}.")
def only_pattern(pattern: str) -> ContractSpec:
    """Every ``grep`` searches for exactly ``pattern``."""
    return Grep.all(lambda e: e.pattern == pattern)


# Writing.


@contract(
    description=(
        "Filesystem tools change nothing (effects of other libraries, git or "
        "rsync say, are not covered)."
    )
)
def read_only() -> ContractSpec:
    """No write, append, creation, deletion, move, copy or chmod."""
    return Write.empty()


@contract(
    description=(
        "Filesystem tools change only the files {files}, exactly; no copy, "
        "move, remove or make_dir. Writing a file may make its missing parent "
        "directories."
    )
)
def only_writes_files(files: list[FilePath]) -> ContractSpec:
    """Changes only to these exact files: write, append, touch and chmod.

    Copy, move, remove and ``make_dir`` may change whole directories and are refused.
    Missing parents a write or touch makes on the way are allowed.
    """
    names = _names_of(files)
    return ConjunctionSpec(
        (Write.all(lambda e: e.path in names), RecursiveWrite.empty(), DirectoryCreate.empty())
    )


@contract(
    description=(
        "Filesystem tools change only paths in the directory {directory} and "
        "below it (compared as text, segment by segment). Writing a file may "
        "make its missing parent directories."
    )
)
def only_writes_files_under(directory: DirectoryPath) -> ContractSpec:
    """Every change, deletions and move sources included, stays in ``directory``."""
    return _inside(Write, directory)


@contract(description="Every path filesystem tools change begins with {root}.")
def only_write_under(root: str) -> ContractSpec:
    """Every changed path starts with ``root`` as text; a move's source counts."""
    return _starting_with(Write, root)


@contract(
    description=(
        "Filesystem tools change nothing whose path begins with {prefix}, nor a "
        "directory above it (compared as text)."
    )
)
def never_write_under(prefix: str) -> ContractSpec:
    """No change of any kind at, below or above ``prefix``."""
    return _away_from(Write, prefix)


@contract(description="Filesystem tools make {count} changes at most.")
def writes_at_most(count: int) -> ContractSpec:
    """At most ``count`` changes; a move is two (its source and its destination)."""
    return Write.count() <= count


@contract(description="No text filesystem tools write into a file contains {substring}.")
def must_not_write(substring: str) -> ContractSpec:
    """No written or appended text contains ``substring`` (copies and moves write none)."""
    return WriteText.all(lambda e: substring not in e.text)


@contract(
    description=(
        "Every text filesystem tools write into a file has {max_chars} "
        "characters at most."
    )
)
def write_length_at_most(max_chars: int) -> ContractSpec:
    """Every written or appended text has at most ``max_chars`` characters."""
    return WriteText.all(lambda e: len(e.text) <= max_chars)


# Deleting.


@contract(description="Filesystem tools delete nothing and move nothing away.")
def no_deletes() -> ContractSpec:
    """Nothing is removed, by ``remove`` or by moving it away."""
    return Delete.empty()


@contract(
    description=(
        "Every path filesystem tools delete or move away begins with {root}."
    )
)
def only_delete_under(root: str) -> ContractSpec:
    """Every removed or moved-away path starts with ``root`` as text."""
    return _starting_with(Delete, root)


@contract(
    description=(
        "Filesystem tools delete or move away nothing whose path begins with "
        "{prefix}, nor a directory above it (compared as text)."
    )
)
def never_delete_under(prefix: str) -> ContractSpec:
    """Nothing at, below or above ``prefix`` is removed or moved away."""
    return _away_from(Delete, prefix)


@contract(description="Filesystem tools delete or move away {count} paths at most.")
def deletes_at_most(count: int) -> ContractSpec:
    """At most ``count`` removals; a move removes one path."""
    return Delete.count() <= count


# Creating.


@contract(description="Filesystem tools make no directory and no empty file.")
def no_creates() -> ContractSpec:
    """No ``make_dir`` and no ``touch``."""
    return Create.empty()


@contract(
    description=(
        "Filesystem tools make {count} directories or empty files at most."
    )
)
def creates_at_most(count: int) -> ContractSpec:
    """At most ``count`` ``make_dir`` or ``touch`` calls."""
    return Create.count() <= count


# Permissions.


@contract(description="Filesystem tools change no permission bits.")
def no_chmods() -> ContractSpec:
    """No ``chmod``."""
    return Chmod.empty()


@contract(
    description=(
        "Every chmod by filesystem tools sets one of the modes {allowlist} "
        "(shown in decimal)."
    )
)
def only_modes(allowlist: list[int]) -> ContractSpec:
    """Every ``chmod`` sets one of the whole modes of ``allowlist`` (``[0o644, 0o755]``)."""
    return Chmod.all(lambda e: e.mode in allowlist)
