"""Contracts over environment-variable reads: which names, and how many.

``only_vars`` (an allowlist) is the strongest; ``never_vars`` and ``never_var_prefix``
forbid known secrets while leaving the rest open; ``no_env_reads`` forbids any read.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised
from tools.env.trusted.effects import read_env

EnvRead = effect(read_env)


@contract
def no_guarantees() -> ContractSpec:
    """Promise nothing about environment reads."""
    return nothing_promised()


@contract
def no_env_reads() -> ContractSpec:
    """No environment variable is read."""
    return EnvRead.empty()


@contract
def only_vars(allowlist: list[str]) -> ContractSpec:
    """Every variable read is named in ``allowlist``."""
    return EnvRead.all(lambda e: e.name in allowlist)


@contract
def never_vars(blocklist: list[str]) -> ContractSpec:
    """No variable named in ``blocklist`` is read."""
    return EnvRead.all(lambda e: e.name not in blocklist)


@contract
def never_var_prefix(prefix: str) -> ContractSpec:
    """No variable whose name starts with ``prefix`` (``AWS_``, ``SECRET_``) is read."""
    return EnvRead.all(lambda e: not e.name.startswith(prefix))


@contract
def env_reads_at_most(count: int) -> ContractSpec:
    """At most ``count`` reads happen, counting repeats."""
    return EnvRead.count() <= count
