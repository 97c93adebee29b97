"""The git library's effects: run a local ``git`` subcommand, and push.

``git`` runs ``git -C <cwd> <subcommand> <args...>`` and returns what it printed, so
contracts can say which subcommands run, in which directories and how often. Pushing is
``git_push`` alone, because it is the one call that changes a remote: its remote and
branch are parameters a contract can pin.

The prover never runs these bodies: a call is a fact and its preconditions are
obligations. ``clauz3 run`` runs the ``git`` program natively with an argument vector,
never a shell, stopped after 120 seconds. A subcommand that exits with a non-zero status
raises ``RuntimeError`` in the program (its message has git's own error output); one that
runs out of time raises ``TimeoutError``.
"""

import deal

import clauz3
from clauz3._path_safety import has_no_parent_segments


@clauz3.requires(
    lambda subcommand, args, cwd: has_no_parent_segments(cwd),
    message="cwd must not contain parent-directory segments",
)
@clauz3.requires(
    lambda subcommand, args, cwd: len(subcommand) > 0 and len(cwd) > 0,
    message="subcommand and cwd must be non-empty",
)
@deal.raises(RuntimeError, TimeoutError)
@clauz3.trusted
def git(subcommand: str, args: list[str], cwd: str) -> str:
    """What ``git <subcommand> <args...>`` prints when run in the repository at ``cwd``."""
    ...


@clauz3.requires(
    lambda remote, branch, cwd: has_no_parent_segments(cwd),
    message="cwd must not contain parent-directory segments",
)
@clauz3.requires(
    lambda remote, branch, cwd: len(remote) > 0 and len(branch) > 0 and len(cwd) > 0,
    message="remote, branch, and cwd must be non-empty",
)
@deal.raises(RuntimeError, TimeoutError)
@clauz3.trusted
def git_push(remote: str, branch: str, cwd: str) -> str:
    """Push ``branch`` of the repository at ``cwd`` to ``remote``; what git prints."""
    ...
