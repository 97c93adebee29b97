"""Snapshot every unencrypted volume of every instance in every region for a week: 4 x 20 x 4 at most."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, list_regions, snapshot, volumes_of
from tools.cloudops.trusted.schemas import Instance, Volume


@clauz3.guarantee(ops.snapshots_from(Volume, "volume_id"))
@clauz3.guarantee(ops.snapshots_at_most(320))
def main() -> None:
    for region in list_regions("prod"):
        for inst in describe(Instance, region):
            for vol in volumes_of(inst.instance_id):
                if not vol.encrypted:
                    snapshot(vol.volume_id, 7)
