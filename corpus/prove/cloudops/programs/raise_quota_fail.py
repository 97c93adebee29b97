"""Raise eu-west-1 to 128 vCPUs, then shrink a caller-named scratch region that may be eu-west-1."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import set_quota


@clauz3.guarantee(ops.quota_is("eu-west-1", 128))
def main(scratch_region: str) -> None:
    set_quota("eu-west-1", 128)
    set_quota(scratch_region, 16)
