"""Contracts over rsync: where syncs read and write, whether they delete, how many run.

``only_dest_under`` bounds what a sync can overwrite; ``no_delete`` forbids pruning
destination files that the source lacks.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised
from tools.rsync.trusted.effects import rsync

Rsync = effect(rsync)


@contract
def no_guarantees() -> ContractSpec:
    """Promise nothing about rsync."""
    return nothing_promised()


@contract
def no_syncs() -> ContractSpec:
    """No sync happens."""
    return Rsync.empty()


@contract
def only_dest_under(root: str) -> ContractSpec:
    """Every sync's destination starts with ``root``."""
    return Rsync.all(lambda e: e.dest.startswith(root))


@contract
def never_dest_under(prefix: str) -> ContractSpec:
    """No sync's destination starts with ``prefix``."""
    return Rsync.all(lambda e: not e.dest.startswith(prefix))


@contract
def only_src_under(root: str) -> ContractSpec:
    """Every sync's source starts with ``root``."""
    return Rsync.all(lambda e: e.src.startswith(root))


@contract
def no_delete() -> ContractSpec:
    """No sync deletes destination files (none passes ``delete=True``)."""
    return Rsync.all(lambda e: not e.delete)


@contract
def syncs_at_most(count: int) -> ContractSpec:
    """At most ``count`` syncs happen."""
    return Rsync.count() <= count
