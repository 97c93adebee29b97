"""The rsync library's one effect: synchronize ``src`` to ``dest``.

``rsync(src, dest, delete, args)`` runs ``rsync [--delete] <args...> <src> <dest>`` and
returns what it printed. Source, destination and whether extraneous destination files are
deleted are parameters of their own, so contracts can say where a sync may write and
that it prunes nothing.

The prover never runs the body. ``clauz3 run`` runs ``rsync`` natively with an argument
vector, never a shell, stopped after 600 seconds; a non-zero exit raises ``RuntimeError``
in the program, running out of time ``TimeoutError``. A ``--del...`` flag in ``args`` is
refused at run time when ``delete`` is false, so ``no_delete`` means what it says.
"""

import deal

import clauz3
from clauz3._path_safety import has_no_parent_segments


@clauz3.requires(
    lambda src, dest, delete, args: has_no_parent_segments(src) and has_no_parent_segments(dest),
    message="src and dest must not contain parent-directory segments",
)
@clauz3.requires(
    lambda src, dest, delete, args: len(src) > 0 and len(dest) > 0,
    message="src and dest must be non-empty",
)
@deal.raises(RuntimeError, TimeoutError)
@clauz3.trusted
def rsync(src: str, dest: str, delete: bool, args: list[str]) -> str:
    """What ``rsync [--delete] <args...> <src> <dest>`` prints."""
    ...
