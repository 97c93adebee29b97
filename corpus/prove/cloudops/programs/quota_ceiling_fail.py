"""Set a region's quota to whatever the request asks within the API's range, yet promise at most 256."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import set_quota


@clauz3.guarantee(ops.quotas_at_most(256))
def main(region: str, requested: int) -> None:
    if 0 <= requested <= 512:
        set_quota(region, requested)
