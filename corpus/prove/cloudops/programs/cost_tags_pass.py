"""Tag every instance and its volumes with the owning team and cost centre."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, list_regions, tag, volumes_of
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.tag_keys_only(["owner", "cost-center"]))
def main(team: str) -> None:
    for region in list_regions("shared"):
        for inst in describe(Instance, region):
            tag(inst.instance_id, "owner", team)
            for vol in volumes_of(inst.instance_id):
                tag(vol.volume_id, "cost-center", "cc-" + team)
