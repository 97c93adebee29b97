"""Weekend shutdown across the dev account's regions, with a budget of 64 stops."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, list_regions, stop_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.stops_at_most(64))
def main() -> None:
    for region in list_regions("dev"):
        for inst in describe(Instance, region):
            if inst.running:
                stop_instance(inst.instance_id)
