#pragma once
// Files a game carries inside its library: its rules pages, message tables
// and piece images. cmake/DjedResources.cmake writes them into a source file
// (djed_embed_resources); the game's constructor hands them to its GameInfo.
#include <cstddef>

#include "djed/game_info.hpp"
#include "djed/result.hpp"

namespace djed {

enum class ResourceKind : unsigned char {
  kRules,     // a rules page (Markdown); key: the language
  kMessages,  // a message table (djed/translations.hpp); key: the language
  kImage,     // a piece image (SVG); key: the image's name
  kLessons,   // the course (djed/lessons.hpp); key: "lessons"
  kPuzzles,   // the puzzles (djed/puzzles.hpp); key: "puzzles"
};

struct EmbeddedFile {
  ResourceKind kind;
  const char* key;
  const char* path;  // where it came from in the source tree, for errors
  const char* text;
  std::size_t size;
};

struct EmbeddedFiles {
  const EmbeddedFile* files = nullptr;
  std::size_t count = 0;
};

// Adds the files to `info`: a translation per language (English is required),
// its rules page, the images, the lessons and puzzles. A malformed file is
// refused naming it and its line.
Result<void> add_embedded_files(GameInfo& info, EmbeddedFiles files);

}  // namespace djed
