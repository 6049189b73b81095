#pragma once
// HistoryModel: the turns played, one row each (number, side, the turn in
// the game's notation, the tooltip in words), for the list beside the board.
// A real list model: a turn played adds a row and one taken back removes
// it, so the list keeps its place and selection instead of being reset.
#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace djed::gui {

class HistoryModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by a SessionModel")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  struct Row {
    int number = 0;
    QString side, text, tooltip;
    friend bool operator==(const Row&, const Row&) = default;
  };
  enum Role { NumberRole = Qt::UserRole + 1, SideRole, TurnTextRole, TooltipRole };

  explicit HistoryModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

  // The turns now: rows kept where they are the same, the rest removed,
  // inserted or changed.
  void set(std::vector<Row> rows);
  // One row as a map ({number, side, text, tooltip}), for tests and scripts.
  Q_INVOKABLE QVariantMap get(int row) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

 signals:
  void countChanged();

 private:
  std::vector<Row> rows_;
};

}  // namespace djed::gui
