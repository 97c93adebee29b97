"""Raise the eu-west-1 quota to 128 vCPUs for a launch, lowering a scratch region first."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import set_quota


@clauz3.guarantee(ops.quota_is("eu-west-1", 128))
@clauz3.guarantee(ops.quotas_at_most(128))
def main(scratch_region: str, big_launch: bool) -> None:
    set_quota(scratch_region, 16)
    if big_launch:
        set_quota("eu-west-1", 128)
    else:
        set_quota("eu-west-1", 96)
        set_quota("eu-west-1", 128)
