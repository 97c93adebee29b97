"""The courier's trusted layer; the zone check is re-exported for the effects."""
from .zones import in_zone
