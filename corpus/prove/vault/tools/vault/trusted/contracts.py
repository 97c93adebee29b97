from clauz3 import spec
from tools.vault.trusted import effects as fx


@spec.contract
def only_env(env: str) -> spec.ContractSpec:
    """Only writes to {env}."""
    return spec.effect(fx.put).all(lambda c: c.env == env)


@spec.contract(description="at most {n} writes")
def few_puts(n: int) -> spec.ContractSpec:
    return spec.ConjunctionSpec([spec.effect("put").count() <= n, spec.effect(fx.put).distinct(lambda c: c.key)])
