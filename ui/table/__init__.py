"""The card table: where things are (geometry), what is shown (view), how it moves (anim)."""
