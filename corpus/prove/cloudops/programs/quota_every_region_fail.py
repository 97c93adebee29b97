"""Set the same quota in every region the account lists: the reference refuses fluent updates in a query loop."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import list_regions, set_quota


@clauz3.guarantee(ops.quotas_at_most(128))
def main() -> None:
    for region in list_regions("prod"):
        set_quota(region, 96)
