from clauz3 import contract
from tools.loop.trusted.effects import ping
from tools.loop.trusted.second import many


@contract(description="Many.")
def lots():
    return many
