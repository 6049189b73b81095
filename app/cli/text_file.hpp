#pragma once
// Writing a file the commands produce (records, reviews): the whole text or
// nothing, through a temporary file renamed into place.
#include <filesystem>
#include <string>

#include "djed/result.hpp"

namespace djed::cli {

Result<void> write_text_file(const std::filesystem::path& file, const std::string& text);

}  // namespace djed::cli
