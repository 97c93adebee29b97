"""The gh library's one effect: a GitHub CLI call scoped to one repository.

``gh(command, action, args, repo)`` runs ``gh <command> <action> <args...> --repo <repo>``
and returns what it printed. The object (``pr``, ``issue``), the verb (``view``,
``merge``) and the repository are separate parameters, so contracts can bound each of
them on its own.

The prover never runs the body. ``clauz3 run`` runs the user's own ``gh`` natively with
an argument vector, never a shell, stopped after 120 seconds; a non-zero exit raises
``RuntimeError`` in the program, running out of time ``TimeoutError``. Without ``gh`` on
the PATH the run stops with an error saying so.
"""

import deal

import clauz3


@clauz3.requires(
    lambda command, action, args, repo: len(command) > 0 and len(action) > 0 and len(repo) > 0,
    message="command, action, and repo must be non-empty",
)
@deal.raises(RuntimeError, TimeoutError)
@clauz3.trusted
def gh(command: str, action: str, args: list[str], repo: str) -> str:
    """What ``gh <command> <action> <args...> --repo <repo>`` prints."""
    ...
