"""Order contracts, composed from the spending contracts."""
from clauz3 import contract
from clauz3.spec import ConjunctionSpec, effect
from tools.shop.trusted.contracts import only_customer, spend_at_most
from tools.shop.trusted.effects import ship


@contract(description="Only {customer} is charged, at most {dollars} dollars, and at most one item ships.")
def one_order(customer: str, dollars: int):
    return ConjunctionSpec([only_customer(customer), spend_at_most(dollars), effect(ship).count() <= 1])
