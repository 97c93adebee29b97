"""Row schemas of the cloud inventory."""
import clauz3


class Instance(clauz3.Row):
    instance_id: str
    region: str
    vcpus: int
    running: bool


class Volume(clauz3.Row):
    volume_id: str
    instance_id: str
    gib: int
    encrypted: bool
