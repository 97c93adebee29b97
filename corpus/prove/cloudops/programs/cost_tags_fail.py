"""Tag instances with their region as the tag key: a row's region is not an allowed key."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, tag
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.tag_keys_only(["owner", "cost-center"]))
def main() -> None:
    for inst in describe(Instance, "us-west-2"):
        tag(inst.instance_id, inst.region, "managed")
