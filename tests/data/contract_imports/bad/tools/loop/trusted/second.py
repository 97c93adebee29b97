from clauz3 import contract
from tools.loop.trusted.first import at_most

few = 3


@contract(description="A few pings.")
def a_few():
    return at_most(few)
