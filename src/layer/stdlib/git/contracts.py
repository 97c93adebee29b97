"""Contracts over git: which subcommands run, where, how many, and where pushes go.

``read_only`` pins every subcommand to ``READ_ONLY_SUBCOMMANDS``, the reference's list:
none of them touches the working tree, the index or a remote, but ``branch``, ``tag``,
``remote`` and ``config`` given arguments create or change refs and settings, and ``diff``,
``log`` and ``show`` write a file given ``--output``. For a program that must change nothing,
name a narrower list with ``only_subcommands``. Pushes are their own relation: ``no_git``
does not forbid them, ``no_push`` does.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised
from tools.git.trusted.effects import git, git_push

Git = effect(git)
Push = effect(git_push)

#: Subcommands that inspect a repository, as the reference lists them (no fetch or pull:
#: they reach the network and move refs); see the module's note on their arguments.
READ_ONLY_SUBCOMMANDS = [
    "status",
    "log",
    "diff",
    "show",
    "branch",
    "remote",
    "rev-parse",
    "ls-files",
    "ls-tree",
    "blame",
    "describe",
    "tag",
    "shortlog",
    "reflog",
    "cat-file",
    "config",
]


@contract
def no_guarantees() -> ContractSpec:
    """Promise nothing about git."""
    return nothing_promised()


@contract
def no_git() -> ContractSpec:
    """No git subcommand runs (pushes are not subcommands: see ``no_push``)."""
    return Git.empty()


@contract
def read_only() -> ContractSpec:
    """Every git subcommand is one of ``READ_ONLY_SUBCOMMANDS``."""
    return Git.all(lambda e: e.subcommand in READ_ONLY_SUBCOMMANDS)


@contract
def only_subcommands(allowlist: list[str]) -> ContractSpec:
    """Every git subcommand is named in ``allowlist``."""
    return Git.all(lambda e: e.subcommand in allowlist)


@contract
def never_subcommands(blocklist: list[str]) -> ContractSpec:
    """No git subcommand is named in ``blocklist`` (``reset``, ``clean``, ...)."""
    return Git.all(lambda e: e.subcommand not in blocklist)


@contract
def only_in(root: str) -> ContractSpec:
    """Every git subcommand runs in a directory whose path starts with ``root``."""
    return Git.all(lambda e: e.cwd.startswith(root))


@contract
def runs_at_most(count: int) -> ContractSpec:
    """At most ``count`` git subcommands run."""
    return Git.count() <= count


@contract
def no_push() -> ContractSpec:
    """Nothing is pushed."""
    return Push.empty()


@contract
def only_push_to_remote(remote: str) -> ContractSpec:
    """Every push goes to the remote named ``remote``."""
    return Push.all(lambda e: e.remote == remote)


@contract
def only_push_to_branch(branch: str) -> ContractSpec:
    """Every push is of the branch named ``branch``."""
    return Push.all(lambda e: e.branch == branch)
