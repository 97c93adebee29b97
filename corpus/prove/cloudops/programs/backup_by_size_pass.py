"""Keep a snapshot one day per 100 GiB, between one and 35 days."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, snapshot, volumes_of
from tools.cloudops.trusted.schemas import Instance, Volume


@clauz3.guarantee(ops.snapshots_at_most(80))
def main() -> None:
    for inst in describe(Instance, "us-east-1"):
        for vol in volumes_of(inst.instance_id):
            days = vol.gib // 100
            if days < 1:
                days = 1
            elif days > 35:
                days = 35
            snapshot(vol.volume_id, days)
