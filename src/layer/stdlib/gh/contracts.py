"""Contracts over GitHub CLI calls: which verbs, which objects, which repositories.

``read_only`` keeps every call to a verb that only looks (``READ_ONLY_ACTIONS``);
``only_repo`` and ``only_owner`` bound where calls go; ``only_commands`` bounds what kind
of object they touch.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised
from tools.gh.trusted.effects import gh

Gh = effect(gh)

#: Verbs that read GitHub state and change none of it.
READ_ONLY_ACTIONS = [
    "view",
    "list",
    "status",
    "diff",
    "checks",
]


@contract
def no_guarantees() -> ContractSpec:
    """Promise nothing about GitHub CLI calls."""
    return nothing_promised()


@contract
def no_gh() -> ContractSpec:
    """No GitHub CLI call happens."""
    return Gh.empty()


@contract
def read_only() -> ContractSpec:
    """Every call's action is one of ``READ_ONLY_ACTIONS``."""
    return Gh.all(lambda e: e.action in READ_ONLY_ACTIONS)


@contract
def only_commands(allowlist: list[str]) -> ContractSpec:
    """Every call's command (``pr``, ``issue``, ...) is named in ``allowlist``."""
    return Gh.all(lambda e: e.command in allowlist)


@contract
def never_actions(blocklist: list[str]) -> ContractSpec:
    """No call's action (``merge``, ``close``, ...) is named in ``blocklist``."""
    return Gh.all(lambda e: e.action not in blocklist)


@contract
def only_repo(repo: str) -> ContractSpec:
    """Every call targets the repository ``repo`` (``owner/name``)."""
    return Gh.all(lambda e: e.repo == repo)


@contract
def only_owner(owner: str) -> ContractSpec:
    """Every call targets a repository of ``owner`` (its slug starts with ``owner/``)."""
    prefix = owner + "/"
    return Gh.all(lambda e: e.repo.startswith(prefix))


@contract
def runs_at_most(count: int) -> ContractSpec:
    """At most ``count`` GitHub CLI calls happen."""
    return Gh.count() <= count
