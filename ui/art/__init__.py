"""Card art: SVG generators for each deck (pure strings) and the pygame renderer."""
