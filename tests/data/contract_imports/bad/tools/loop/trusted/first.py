from clauz3 import contract
from clauz3.spec import effect
from tools.loop.trusted.second import few


@contract(description="At most {n} pings.")
def at_most(n: int):
    return effect("ping").count() <= n
