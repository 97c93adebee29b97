"""The photo darkroom's trusted layer."""
